import { createLogger, logDestination, type Logger } from "@gurukul/embedded-supabase/log";

import { isDevelopment } from "@/lib/env";
import { logLevel } from "@/lib/server-env";

export { readLogLines } from "@gurukul/embedded-supabase/log";

/**
 * Where lines go: stdout, written synchronously so a crash loses nothing (and tests can read it);
 * readable lines in development.
 */
export const logOutput = logDestination({ pretty: isDevelopment });

/**
 * The site's one logger: a JSON line per event on stdout (where Vercel and the systemd journal
 * collect it) with `time`, `level`, `msg` and the event's fields; readable lines in development.
 * Addresses are masked and secrets dropped by field name, whatever the caller passes. Made by the
 * embedded backend's factory (`@gurukul/embedded-supabase/log`), so the backend's lines, in the
 * same journal, have the same shape and the same redaction.
 */
export const log: Logger = createLogger({
  level: logLevel(),
  output: logOutput,
});
