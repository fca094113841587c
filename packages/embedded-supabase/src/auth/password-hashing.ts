import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

import { AuthApiError } from "../http/errors";

/**
 * bcrypt off the event loop: a small pool of worker threads shared by the whole process, so
 * sign-ups and sign-ins in flight never hold up other requests (a subscribe, a health check). The
 * pool size is the cap on hashes running at once; the rest wait in line, and past a bounded line
 * the call is refused as GoTrue refuses an overloaded request.
 */
// One core is left to the event loops and the database: with every core hashing, a burst of
// sign-ups slowed everything else down as surely as hashing on the event loop did.
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
const MAX_WAITING = 500;
const WORKER_URL = new URL("./password-worker.mjs", import.meta.url);

type Job = {
  op: "hash" | "compare";
  password: string;
  arg: string | number;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
};

type Thread = { worker: Worker; job: Job | null };

const threads: Thread[] = [];
const waiting: Job[] = [];

function spawnThread(): Thread {
  const thread: Thread = { worker: new Worker(WORKER_URL), job: null };
  thread.worker.unref();
  thread.worker.on(
    "message",
    ({ result, error }: { result?: string | boolean; error?: string }) => {
      const job = thread.job!;
      thread.job = null;
      thread.worker.unref();
      if (error === undefined) job.resolve(result!);
      else job.reject(new Error(error));
      next(thread);
    },
  );
  thread.worker.on("error", (error) => {
    thread.job?.reject(error);
    threads.splice(threads.indexOf(thread), 1);
  });
  threads.push(thread);
  return thread;
}

function next(thread: Thread): void {
  const job = waiting.shift();
  if (!job) return;
  thread.job = job;
  // Held while it works, so a short script does not exit with a hash in flight.
  thread.worker.ref();
  thread.worker.postMessage({ id: 0, op: job.op, password: job.password, arg: job.arg });
}

function run<T extends string | boolean>(job: Omit<Job, "resolve" | "reject">): Promise<T> {
  if (waiting.length >= MAX_WAITING) {
    return Promise.reject(
      new AuthApiError(429, "over_request_rate_limit", "Request rate limit reached"),
    );
  }
  return new Promise<T>((resolve, reject) => {
    waiting.push({ ...job, resolve: resolve as Job["resolve"], reject });
    const idle =
      threads.find((thread) => thread.job === null) ??
      (threads.length < THREADS ? spawnThread() : undefined);
    if (idle) next(idle);
  });
}

/** bcrypt hash of `password` at `cost`, computed on a worker thread. */
export function hash(password: string, cost: number): Promise<string> {
  return run<string>({ op: "hash", password, arg: cost });
}

/** Whether `password` matches the bcrypt `passwordHash`, checked on a worker thread. */
export function compare(password: string, passwordHash: string): Promise<boolean> {
  return run<boolean>({ op: "compare", password, arg: passwordHash });
}
