// Waiting for a server a script has started: the bench's servers and the e2e suite's.
import { setTimeout as sleep } from "node:timers/promises";

/** The HTTP status of a GET (0 when nothing answers); also warms the server's caches. */
export async function httpStatus(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Resolves once `url` answers with a status `up` accepts (200 unless told), polling every 300 ms;
 * fails when `child` exits first or `timeoutMs` passes, naming it by `label`.
 */
export async function waitForHttp(
  url,
  child,
  label,
  timeoutMs = 60_000,
  up = (status) => status === 200,
) {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${label} exited (${child.signalCode ?? `exit ${child.exitCode}`})`);
    if (up((status = await httpStatus(url)))) return;
    await sleep(300);
  }
  throw new Error(`${label} did not answer on ${url} (last: ${status || "no answer"})`);
}
