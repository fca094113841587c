import "../globals.css";

import type { ReactNode } from "react";

/**
 * Every page of the site sits under this layout, which brings the stylesheet, rather than under the
 * root layout. Next inlines the stylesheet into each page (`experimental.inlineCss`), and a
 * stylesheet imported by the root layout is inlined a third time, for the global error screen;
 * from here it is in the HTML once as a `<style>` and once in the page's payload. The root layout
 * keeps the header and footer, which this stylesheet styles all the same.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return children;
}
