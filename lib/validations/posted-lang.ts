import { DEFAULT_LANG, isLang, type Lang } from "@/lib/i18n/lang";

import { z } from "./zod";

/** The page language a form posts in its hidden `locale` field; English when absent or unknown. */
export function postedLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** `locale` as a schema field: never a reason to refuse a post. */
export const localeField = z.unknown().transform(postedLang);
