import "./globals.css";

import type { Metadata } from "next";

import { NoticeScreen } from "@/components/errors/notice-screen";
import { Button } from "@/components/ui/button";
import { HomeButton } from "@/components/ui/home-button";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/lib/site-config";

import { SiteBody } from "./site-body";
import { rootMetadata, siteViewport } from "./site-metadata";

export const viewport = siteViewport;

// Any path no page answers. It renders its own document, outside the root layout, so that the
// stylesheet it imports stays out of every other page's payload (a not-found page under the root
// layout would carry a copy of it in each of them).
export const metadata: Metadata = {
  ...rootMetadata,
  title: `Page Not Found · ${siteConfig.name}`,
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <SiteBody>
        <NoticeScreen
          mark={
            <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
              404
            </p>
          }
          title="Page Not Found"
          action={
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <HomeButton />
              <Button asChild size="lg" variant="outline">
                <Link href="/platform">Explore the platform</Link>
              </Button>
            </div>
          }
        >
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </NoticeScreen>
      </SiteBody>
    </html>
  );
}
