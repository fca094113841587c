export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";
export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "hi";
}
