import type { MetadataRoute } from "next";

import { brandColors } from "@/components/brand/brand";
import { siteConfig } from "@/lib/site-config";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: siteConfig.name,
    short_name: "Gurukul",
    description: siteConfig.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brandColors.primary,
    background_color: brandColors.paper,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
