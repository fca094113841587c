import { validationUi as hindi } from "@/content/hi/ui";
import { validationUi as english } from "@/content/ui";
import type { Lang } from "@/lib/i18n/lang";

import { tooLong } from "./too-long";

const MESSAGES = { en: english, hi: hindi };
type MessageKey = keyof typeof english;

const TOO_LONG = new RegExp(`^${english.tooLong.replace(".", "\\.").replace("{max}", "(\\d+)")}$`);

/**
 * A schema's message (written in English, from `validationUi`) in `lang`: the schemas stay one per
 * domain, shared by form and server, and each answer is put in the page's language at the end.
 * A message of no known kind stays as it is.
 */
export function messageIn(lang: Lang, message: string): string {
  if (lang === "en") return message;
  const limit = TOO_LONG.exec(message);
  if (limit) return tooLong(Number(limit[1]), MESSAGES[lang]);
  const key = (Object.keys(english) as MessageKey[]).find((name) => english[name] === message);
  return key ? MESSAGES[lang][key] : message;
}

/** Every message of a form's field errors in `lang`. */
export function fieldErrorsIn<Errors extends Partial<Record<string, string | string[]>>>(
  lang: Lang,
  errors: Errors,
): Errors {
  const translated: Partial<Record<string, string | string[]>> = {};
  for (const [field, given] of Object.entries(errors)) {
    if (given === undefined) continue;
    translated[field] = Array.isArray(given)
      ? given.map((message) => messageIn(lang, message))
      : messageIn(lang, given);
  }
  return translated as Errors;
}
