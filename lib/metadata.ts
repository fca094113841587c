import type { Metadata } from "next";

import type { SitePath } from "@/content/routes";
import { copyFor, routeIn } from "@/lib/i18n/copy";
import type { Lang } from "@/lib/i18n/lang";
import { pathIn } from "@/lib/i18n/paths";

/** Open Graph's name for each language of the site, as spoken in India. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };

const OG_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: "Gurukul Code — purpose-driven growth, powered by ethical AI",
};

/**
 * A page's canonical URL in `lang` and its twin in the other language, with English as the
 * default for every other reader: what `alternates` gives Next to write as hreflang links.
 */
export function languageAlternates(path: string, lang: Lang): Metadata["alternates"] {
  const hindi = pathIn("hi", path);
  return {
    canonical: pathIn(lang, path),
    languages: { en: path, hi: hindi, "x-default": path },
  };
}

/** Open Graph's locale of a page in `lang`, naming the other language as its alternate. */
export function ogLocales(lang: Lang) {
  const other: Lang = lang === "en" ? "hi" : "en";
  return { locale: OG_LOCALES[lang], alternateLocale: [OG_LOCALES[other]] };
}

/**
 * Title, description, canonical URL, language alternates and sharing cards of one route of
 * `content/routes.ts`, in `lang`.
 */
export function pageMetadata(path: SitePath, lang: Lang = "en"): Metadata {
  const route = routeIn(path, lang);
  const url = pathIn(lang, path);
  return {
    title: path === "/" ? { absolute: `Gurukul Code — ${route.title}` } : route.title,
    description: route.description,
    alternates: languageAlternates(path, lang),
    // A page-level `openGraph` replaces the inherited one, the generated image included.
    openGraph: {
      title: route.title,
      description: route.description,
      url,
      images: [OG_IMAGE],
      ...ogLocales(lang),
    },
    twitter: {
      card: "summary_large_image",
      title: route.title,
      description: route.description,
      images: [OG_IMAGE.url],
    },
  };
}

/** Title, description and language alternates of a sign-in page (/login, /signup, /forgot-password). */
export function authPageMetadata(
  page: keyof ReturnType<typeof copyFor>["ui"]["authPagesUi"],
  lang: Lang = "en",
): Metadata {
  const { title, description } = copyFor(lang).ui.authPagesUi[page];
  return { title, description, alternates: languageAlternates(`/${page}`, lang) };
}
