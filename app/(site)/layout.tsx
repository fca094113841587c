import "../globals.css";

import type { ReactNode } from "react";

import { rootMetadataFor, siteViewport } from "../site-metadata";
import { SiteBody } from "../site-body";

export const metadata = rootMetadataFor("en");
export const viewport = siteViewport;

/**
 * The root of every English page; Hindi pages have their own, `app/(hi)/layout.tsx`, so each
 * document names its language in `<html lang>` from the first byte and stays prerendered (two
 * root layouts, D63). It brings the stylesheet: Next inlines it into each page
 * (`experimental.inlineCss`), once as a `<style>` and once in the page's payload.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <SiteBody>{children}</SiteBody>
    </html>
  );
}
