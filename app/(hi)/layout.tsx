import "../globals.css";

import type { ReactNode } from "react";

import { setPageLang } from "@/lib/i18n/server-lang";

import { rootMetadataFor, siteViewport } from "../site-metadata";
import { SiteBody } from "../site-body";

export const metadata = rootMetadataFor("hi");
export const viewport = siteViewport;

/** The root of every Hindi page (`/hi…`): the English root's twin, in Hindi (D63). */
export default function HindiLayout({ children }: { children: ReactNode }) {
  setPageLang("hi");
  return (
    <html lang="hi" data-scroll-behavior="smooth">
      <SiteBody>{children}</SiteBody>
    </html>
  );
}
