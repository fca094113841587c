import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

import { maskEmail } from "@/lib/log/mask-email";

/** Fields that may hold an address: logged masked (`a***@example.com`), never whole. */
const EMAIL_FIELDS = ["email", "to", "from"];
/** Fields that are keys to an account: never logged. */
const SECRET_FIELDS = ["password", "token", "authorization", "cookie", "apikey"];

const everywhere = (fields: string[]) => fields.flatMap((field) => [field, `*.${field}`]);
const emailPaths = new Set(everywhere(EMAIL_FIELDS));

function censor(value: unknown, path: string[]): unknown {
  return emailPaths.has(path.length > 1 ? `*.${path.at(-1)}` : (path[0] ?? "")) &&
    typeof value === "string"
    ? maskEmail(value)
    : "[redacted]";
}

/** Where lines go: stdout, written synchronously so a crash loses nothing (and tests can read it). */
export const logOutput =
  process.env.NODE_ENV === "development"
    ? pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" })
    : pino.destination({ dest: 1, sync: true });

/**
 * The site's one logger: a JSON line per event on stdout (where Vercel and the systemd journal
 * collect it) with `time`, `level`, `msg` and the event's fields; readable lines in development.
 * Addresses are masked and secrets dropped by field name, whatever the caller passes.
 */
export const log: Logger = pino(
  {
    level: process.env.LOG_LEVEL || "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: [...emailPaths, ...everywhere(SECRET_FIELDS)], censor },
  },
  logOutput,
);
