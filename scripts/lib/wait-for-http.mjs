// Waiting for a server a script has started: the bench's servers and the e2e suite's.
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The HTTP status of a GET (0 when nothing answers within 5 s, body included); also warms the
 * server's caches. The deadline is a plain timer held here, so a server that sends its headers
 * and then stalls can never hold up the caller.
 */
export async function httpStatus(url) {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), 5000);
  try {
    const res = await fetch(url, { signal: controller.signal });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  } finally {
    clearTimeout(deadline);
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
