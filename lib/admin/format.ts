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

/** The Mondays (UTC) of the last `count` weeks, oldest first, as yyyy-mm-dd. */
export function weekStarts(count: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A mail client's address for a reply: the sender, and the subject as "Re: …". */
export function replyHref({ email, subject }: { email: string; subject: string }): string {
  const re = /^re:/i.test(subject) ? subject : `Re: ${subject}`;
  return `mailto:${encodeURIComponent(email).replace("%40", "@")}?subject=${encodeURIComponent(re)}`;
}
