import { createLogger, readLogLines } from "../../src/log/logger";
import type { Logger } from "../../src/log/logger";

export interface CapturedLog {
  /** A logger made as the backend's default is, writing here instead of stdout. */
  logger: Logger;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
}

/** A logger whose JSON lines a test reads (`logger` option of `startTestBackend`). */
export function captureLog(): CapturedLog {
  const written: string[] = [];
  const logger = createLogger({ output: { write: (line: string) => void written.push(line) } });
  return {
    logger: logger.child({ service: "backend" }),
    lines: () => readLogLines(written.join("")),
  };
}
