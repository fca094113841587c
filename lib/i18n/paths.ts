import type { Lang } from "./lang";

/** Hindi pages live under this prefix; English pages keep their paths. */
export const HINDI_PREFIX = "/hi";

/**
 * Paths with no Hindi twin: the account area, the console, the e-mail link pages and the API.
 * They show in the member's language (user_metadata.locale), whatever page led there.
 */
const UNTRANSLATED_PREFIXES = [
  "/profile",
  "/admin",
  "/auth",
  "/reset-password",
  "/confirm-subscription",
  "/unsubscribe",
  "/api",
  "/supabase",
  "/~offline",
];

const startsWithSegment = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/** The language a path is in: `/hi…` is Hindi, every other path English. */
export function langOfPath(pathname: string): Lang {
  return startsWithSegment(pathname, HINDI_PREFIX) ? "hi" : "en";
}

/** The English path of a page in either language: `/hi/platform` and `/platform` give `/platform`. */
export function englishPath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** Whether an English path has a Hindi page. */
export function hasHindiTwin(path: string): boolean {
  return (
    path.startsWith("/") && !UNTRANSLATED_PREFIXES.some((prefix) => startsWithSegment(path, prefix))
  );
}

/**
 * The path of an English page in `lang`: `/platform` in Hindi is `/hi/platform` (and `/` is
 * `/hi`); paths with no Hindi page, and anything that is not a site path, stay as they are.
 */
export function pathIn(lang: Lang, path: string): string {
  if (lang === "en" || !hasHindiTwin(path) || langOfPath(path) === "hi") return path;
  return path === "/" || /^\/[?#]/.test(path)
    ? `${HINDI_PREFIX}${path.slice(1)}`
    : `${HINDI_PREFIX}${path}`;
}
