import { AcquireTimeoutError, type Lane } from "./driver";

interface Waiting {
  lane: Lane;
  since: number;
  start(): void;
  refuse(): void;
  timer?: NodeJS.Timeout;
}

/**
 * The order in which one-at-a-time work runs (PGlite runs one transaction at a time, and a slow
 * one holds the whole process while it runs): trusted work before any public work still waiting,
 * and public work that has waited longer than `acquireTimeoutMs` refused with
 * `AcquireTimeoutError` rather than run late. So a burst of slow anonymous reads delays a sign-in
 * by the one read already running, never by the whole queue.
 */
export function createLaneQueue(acquireTimeoutMs: number) {
  const waiting: Record<Lane, Waiting[]> = { trusted: [], public: [] };
  let running = false;

  const expired = (item: Waiting, now: number) =>
    item.lane === "public" && acquireTimeoutMs > 0 && now - item.since > acquireTimeoutMs;

  function remove(item: Waiting): boolean {
    const queue = waiting[item.lane];
    const at = queue.indexOf(item);
    if (at !== -1) queue.splice(at, 1);
    clearTimeout(item.timer);
    return at !== -1;
  }

  function next() {
    if (running) return;
    // Timers cannot fire while a transaction holds the process, so the wait is checked here too.
    const now = Date.now();
    for (const item of [...waiting.public]) if (expired(item, now) && remove(item)) item.refuse();
    const item = waiting.trusted[0] ?? waiting.public[0];
    if (!item) return;
    remove(item);
    running = true;
    item.start();
  }

  function finished() {
    running = false;
    // After the event loop's timers and I/O, so that what waits is seen before the next start.
    setImmediate(next);
  }

  return function run<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const item: Waiting = {
        lane,
        since: Date.now(),
        start: () => void work().then(resolve, reject).finally(finished),
        refuse: () => reject(new AcquireTimeoutError(acquireTimeoutMs)),
      };
      if (lane === "public" && acquireTimeoutMs > 0) {
        item.timer = setTimeout(() => {
          if (remove(item)) item.refuse();
        }, acquireTimeoutMs);
      }
      waiting[lane].push(item);
      next();
    });
  };
}
