import type { ChildProcess } from "node:child_process";

export function httpStatus(url: string): Promise<number>;
export function waitForHttp(
  url: string,
  child: ChildProcess,
  label: string,
  timeoutMs?: number,
  up?: (status: number) => boolean,
): Promise<void>;
