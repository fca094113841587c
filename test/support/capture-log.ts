import { vi } from "vitest";

import { logOutput, readLogLines } from "@/lib/log/logger";

/** For tests: the JSON lines the site's logger writes from now on (not printed) until `restore`. */
export function captureLog() {
  const written: string[] = [];
  const spy = vi.spyOn(logOutput, "write").mockImplementation((...args: unknown[]) => {
    written.push(String(args[0]));
    return true;
  });
  return {
    lines: () => readLogLines(written.join("")),
    restore: () => spy.mockRestore(),
  };
}
