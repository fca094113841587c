import { validationUi as hindi } from "@/content/hi/ui";
import { validationUi as english } from "@/content/ui";
import type { Lang } from "@/lib/i18n/lang";

const MESSAGES = { en: english, hi: hindi };
type MessageKey = keyof typeof english;

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** The messages with a number in them (`{max}`, `{min}`): each as a pattern taking the number. */
const WITH_NUMBER = (Object.keys(english) as MessageKey[]).flatMap((key) => {
  const slot = /\{(\w+)\}/.exec(english[key])?.[0];
  if (!slot) return [];
  const [before = "", after = ""] = english[key].split(slot);
  return [{ key, slot, pattern: new RegExp(`^${escaped(before)}(\\d+)${escaped(after)}$`) }];
});

/**
 * A schema's message (written in English, from `validationUi`) in `lang`: the schemas stay one per
 * domain, shared by form and server, and each answer is put in the page's language at the end.
 * A message of no known kind stays as it is.
 */
export function messageIn(lang: Lang, message: string): string {
  if (lang === "en") return message;
  for (const { key, slot, pattern } of WITH_NUMBER) {
    const number = pattern.exec(message)?.[1];
    if (number) return MESSAGES[lang][key].replace(slot, number);
  }
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
