import pino from "pino";
import type { DestinationStream, Logger } from "pino";
import pretty from "pino-pretty";

import { maskEmail } from "./mask-email";

/**
 * The one way the site and this backend make a logger (`@gurukul/embedded-supabase/log`; the
 * site's `lib/log/logger.ts` is made here too): a JSON line per event with ISO `time`, `level` by
 * name, `msg` and the event's fields, `err` with its stack; readable lines in development. This
 * module reads no environment: its callers say whether they are in development.
 */
export type { DestinationStream, Logger };

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

/**
 * Where lines go: stdout, written synchronously so a crash loses nothing (and tests can read it);
 * with `pretty` (development) through pino-pretty, in the process: a transport's worker thread
 * does not survive Next's bundling.
 */
export function logDestination({ pretty: readable = false }: { pretty?: boolean } = {}) {
  return readable
    ? pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" })
    : pino.destination({ dest: 1, sync: true });
}

export interface LoggerOptions {
  /** The lowest level written. Default `info`. */
  level?: string;
  /** Readable lines instead of JSON (development), when `output` is not given. Default off. */
  pretty?: boolean;
  /** Where lines go (a test's capture, say). Default `logDestination({ pretty })`. */
  output?: DestinationStream;
}

/**
 * A logger of this shape. Addresses are masked and secrets dropped by field name, at the top level
 * and one level down, whatever the caller passes.
 */
export function createLogger({ level = "info", pretty, output }: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...emailPaths, ...everywhere(SECRET_FIELDS)], censor },
    },
    output ?? logDestination({ pretty }),
  );
}

/** The events of JSON lines such a logger wrote (a test's capture, a saved log), one per line. */
export function readLogLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export { maskEmail };
