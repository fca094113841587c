import "server-only";

import { cache } from "react";

import { DEFAULT_LANG, type Lang } from "./lang";

/**
 * The language of the page being rendered, for the server components under it. React keeps one
 * store per request (and per prerendered page), so the Hindi layouts and pages set it before
 * their children render and everything below reads it without a prop through every component.
 * Every Hindi layout and page sets it, since a client navigation renders only the segments it
 * changes.
 */
const pageLangStore = cache((): { lang: Lang } => ({ lang: DEFAULT_LANG }));

export function setPageLang(lang: Lang): void {
  pageLangStore().lang = lang;
}

export function pageLang(): Lang {
  return pageLangStore().lang;
}
