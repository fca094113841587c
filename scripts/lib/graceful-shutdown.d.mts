import type { Server } from "node:http";

export function gracefulShutdown(
  server: Server,
): (options?: { timeoutMs?: number }) => Promise<{ timedOut: boolean }>;
