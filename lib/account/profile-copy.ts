import * as hi from "@/content/hi/profile";
import * as en from "@/content/profile";
import type { Lang } from "@/lib/i18n/lang";

const COPY: Record<Lang, typeof en> = { en, hi };

/** /profile's own words in the member's language. */
export function profileCopy(lang: Lang): typeof en {
  return COPY[lang];
}
