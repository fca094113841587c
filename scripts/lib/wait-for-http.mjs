// Waiting for a server a script has started: the bench's servers and the e2e suite's.
import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The HTTP status of a GET (0 when nothing answers within `limitMs`, body included); also warms
 * the server's caches. One timer settles it whatever the socket does: a connection that is
 * accepted and then never answered, or reset half-way, can never hold up the caller. Each probe
 * has a connection of its own (no keep-alive pool to inherit a dead socket from).
 */
export function httpStatus(url, limitMs = 5000) {
  return new Promise((settle) => {
    let req;
    const deadline = setTimeout(() => {
      req?.destroy();
      settle(0);
    }, limitMs);
    const done = (status) => {
      clearTimeout(deadline);
      settle(status);
    };
    req = request(url, { agent: false, headers: { "accept-encoding": "identity" } }, (res) => {
      res.on("error", () => done(0));
      res.on("end", () => done(res.statusCode ?? 0));
      res.resume();
    });
    req.on("error", () => done(0));
    req.end();
  });
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
    const left = deadline - Date.now();
    if (up((status = await httpStatus(url, Math.max(1, Math.min(5000, left)))))) return;
    await sleep(300);
  }
  throw new Error(`${label} did not answer on ${url} (last: ${status || "no answer"})`);
}
