import "./globals.css";

import type { Metadata } from "next";

import { NotFoundNotice } from "@/components/errors/not-found-notice";
import { siteConfig } from "@/lib/site-config";

import { SiteBody } from "./site-body";
import { rootMetadataFor, siteViewport } from "./site-metadata";

export const viewport = siteViewport;

// Any path no page answers. It renders its own document, outside the root layout, so that the
// stylesheet it imports stays out of every other page's payload (a not-found page under the root
// layout would carry a copy of it in each of them).
export const metadata: Metadata = {
  ...rootMetadataFor("en"),
  title: `Page Not Found · ${siteConfig.name}`,
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <SiteBody>
        <NotFoundNotice />
      </SiteBody>
    </html>
  );
}
