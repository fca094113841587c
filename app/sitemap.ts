import type { MetadataRoute } from "next";

import { siteRoutes } from "@/content/routes";
import { siteConfig } from "@/lib/site-config";

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.map((route) => ({
    url: `${siteConfig.url}${route.path === "/" ? "" : route.path}`,
    changeFrequency: route.kind === "marketing" ? "weekly" : "monthly",
    priority: route.path === "/" ? 1 : route.kind === "marketing" ? 0.8 : 0.4,
  }));
}
