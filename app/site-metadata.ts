import type { Metadata, Viewport } from "next";

import { brandColors } from "@/components/brand/brand";
import { siteConfig } from "@/lib/site-config";

/** The site-wide metadata, which the global 404 page (outside the root layout) starts from too. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s · ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: "en_IN",
    title: siteConfig.name,
    description: siteConfig.description,
  },
  twitter: { card: "summary_large_image" },
  icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
};

export const siteViewport: Viewport = {
  themeColor: brandColors.primary,
  width: "device-width",
  initialScale: 1,
};
