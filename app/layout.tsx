import type { ReactNode } from "react";

import { SiteBody } from "./site-body";
import { rootMetadata, siteViewport } from "./site-metadata";

export const metadata = rootMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <SiteBody>{children}</SiteBody>
    </html>
  );
}
