import type { ChildProcess } from "node:child_process";

/** The status of a GET, or 0 when nothing answers in full within `limitMs` (5 s). */
export function httpStatus(url: string, limitMs?: number): Promise<number>;
export function waitForHttp(
  url: string,
  child: ChildProcess,
  label: string,
  timeoutMs?: number,
  up?: (status: number) => boolean,
): Promise<void>;
