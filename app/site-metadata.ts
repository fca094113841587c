import type { Metadata, Viewport } from "next";

import { brandColors } from "@/components/brand/brand";
import type { Lang } from "@/lib/i18n/lang";
import { OG_LOCALES } from "@/lib/metadata";
import { siteConfig } from "@/lib/site-config";

/** The site-wide metadata of each language, which the global 404 page starts from too. */
export function rootMetadataFor(lang: Lang): Metadata {
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: siteConfig.name, template: `%s · ${siteConfig.name}` },
    description: siteConfig.description,
    applicationName: siteConfig.name,
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: OG_LOCALES[lang],
      title: siteConfig.name,
      description: siteConfig.description,
    },
    twitter: { card: "summary_large_image" },
    icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
  };
}

export const siteViewport: Viewport = {
  themeColor: brandColors.primary,
  width: "device-width",
  initialScale: 1,
};
