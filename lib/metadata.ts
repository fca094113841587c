import type { Metadata } from "next";

import { getRoute, type SitePath } from "@/content/routes";

const OG_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: "Gurukul Code — purpose-driven growth, powered by ethical AI",
};

/** Title, description, canonical URL and sharing cards of one route of `content/routes.ts`. */
export function pageMetadata(path: SitePath): Metadata {
  const route = getRoute(path);
  return {
    title: path === "/" ? { absolute: `Gurukul Code — ${route.title}` } : route.title,
    description: route.description,
    alternates: { canonical: path },
    // A page-level `openGraph` replaces the inherited one, the generated image included.
    openGraph: {
      title: route.title,
      description: route.description,
      url: path,
      images: [OG_IMAGE],
    },
    twitter: {
      card: "summary_large_image",
      title: route.title,
      description: route.description,
      images: [OG_IMAGE.url],
    },
  };
}
