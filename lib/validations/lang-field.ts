import { DEFAULT_LANG, isLang, LANGS, type Lang } from "@/lib/i18n/lang";

import { z } from "./zod";

/**
 * The language a value names: a form's hidden `locale` field (its page's language) or a member's
 * `user_metadata.locale`. English when absent or unknown.
 */
export function langOf(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** A form's `locale` as a schema field: never a reason to refuse a post, sent or not. */
export const localeField = z.unknown().optional().transform(langOf);

/** The profile's language choice: `language`, apart from the page's own `locale` field. */
export const languageChoiceSchema = z.object({ language: z.enum(LANGS) });
