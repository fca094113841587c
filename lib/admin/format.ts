import { utc } from "@date-fns/utc";
import { format } from "date-fns";

/** "Dec 2, 2026, 14:05 UTC": a time in the console, in UTC like every date the site prints. */
export function consoleTime(iso: string): string {
  return format(utc(iso), "MMM d, yyyy, HH:mm 'UTC'");
}

/** "Dec 2": the Monday that opens a week of a list's trend. */
export function weekLabel(day: string): string {
  return format(utc(`${day}T00:00:00Z`), "MMM d");
}
