import * as hi from "@/content/hi/site-mail";
import * as en from "@/content/site-mail";
import type { Lang } from "@/lib/i18n/lang";

const COPY: Record<Lang, typeof en> = { en, hi };

/** The site's own e-mails' words in `lang`. */
export function siteMailCopy(lang: Lang): typeof en {
  return COPY[lang];
}
