import { utc } from "@date-fns/utc";
import { format, isValid } from "date-fns";
import { hi } from "date-fns/locale/hi";

import type { Lang } from "@/lib/i18n/lang";

/** date-fns' month names and digits for each language of the site (Hindi: "मार्च 05, 2026"). */
const LOCALES = { en: undefined, hi } as const;

/** The spec's date format, in date-fns tokens: "March 05, 2026". */
const NEWS_DATE_FORMAT = "MMMM dd, yyyy";

/**
 * A `YYYY-MM-DD` date or an ISO timestamp in the spec's format, in UTC so every server prints the
 * same day, with `lang`'s month names. Empty for an unreadable value.
 */
export function formatNewsDate(value: string, lang: Lang = "en"): string {
  const date = utc(value);
  return isValid(date) ? format(date, NEWS_DATE_FORMAT, { locale: LOCALES[lang] }) : "";
}
