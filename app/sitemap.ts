import type { MetadataRoute } from "next";

import { siteRoutes, type SiteRoute } from "@/content/routes";
import { siteConfig } from "@/lib/site-config";

const changeFrequency = {
  feed: "daily",
  marketing: "weekly",
  "coming-soon": "monthly",
  agent: "monthly",
  legal: "yearly",
} as const satisfies Record<SiteRoute["kind"], MetadataRoute.Sitemap[number]["changeFrequency"]>;

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.map((route) => ({
    url: `${siteConfig.url}${route.path === "/" ? "" : route.path}`,
    changeFrequency: changeFrequency[route.kind],
    priority:
      route.path === "/"
        ? 1
        : route.kind === "marketing" || route.kind === "feed"
          ? 0.8
          : route.kind === "legal"
            ? 0.3
            : 0.4,
  }));
}
