import type { MetadataRoute } from "next";

import { siteRoutes, type SiteRoute } from "@/content/routes";
import { LANGS } from "@/lib/i18n/lang";
import { pathIn } from "@/lib/i18n/paths";
import { siteConfig } from "@/lib/site-config";

const changeFrequency = {
  feed: "daily",
  marketing: "weekly",
  "coming-soon": "monthly",
  agent: "monthly",
  legal: "yearly",
} as const satisfies Record<SiteRoute["kind"], MetadataRoute.Sitemap[number]["changeFrequency"]>;

const absolute = (path: string) => `${siteConfig.url}${path === "/" ? "" : path}`;

function priority(route: SiteRoute): number {
  if (route.path === "/") return 1;
  if (route.kind === "marketing" || route.kind === "feed") return 0.8;
  return route.kind === "legal" ? 0.3 : 0.4;
}

/** Every route in each language, each naming both languages and English as the default. */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.flatMap((route) => {
    const languages = {
      en: absolute(route.path),
      hi: absolute(pathIn("hi", route.path)),
      "x-default": absolute(route.path),
    };
    return LANGS.map((lang) => ({
      url: absolute(pathIn(lang, route.path)),
      changeFrequency: changeFrequency[route.kind],
      priority: priority(route),
      alternates: { languages },
    }));
  });
}
