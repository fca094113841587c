import type { Metadata } from "next";

import { getRoute, type SitePath } from "@/content/routes";

/** Title, description, canonical URL and sharing cards of one route of `content/routes.ts`. */
export function pageMetadata(path: SitePath): Metadata {
  const route = getRoute(path);
  return {
    title: path === "/" ? { absolute: `Gurukul Code — ${route.title}` } : route.title,
    description: route.description,
    alternates: { canonical: path },
    openGraph: { title: route.title, description: route.description, url: path },
    twitter: { title: route.title, description: route.description },
  };
}
