import { utc } from "@date-fns/utc";
import { format, isValid } from "date-fns";

/** The spec's date format, in date-fns tokens: "March 05, 2026". */
const NEWS_DATE_FORMAT = "MMMM dd, yyyy";

/**
 * A `YYYY-MM-DD` date or an ISO timestamp in the spec's format, in UTC so every server prints the
 * same day. Empty for an unreadable value.
 */
export function formatNewsDate(value: string): string {
  const date = utc(value);
  return isValid(date) ? format(date, NEWS_DATE_FORMAT) : "";
}
