import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { gracefulShutdown } from "./graceful-shutdown.mjs";

let server: Server;
let drain: ReturnType<typeof gracefulShutdown>;

/** A server whose answer to `/slow` waits for `release()`. */
function startServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server = createServer((req, res) => {
    if (req.url === "/slow") void released.then(() => res.end("slow done"));
    else res.end("fast");
  });
  server.keepAliveTimeout = 60_000;
  drain = gracefulShutdown(server);
  return new Promise<{ port: number; release: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ port: (server.address() as AddressInfo).port, release }),
    ),
  );
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

describe("gracefulShutdown", () => {
  it("lets a request in flight finish, refuses new connections, then resolves", async () => {
    const { port, release } = await startServer();
    const inFlight = get(port, "/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));

    const drained = drain({ timeoutMs: 5000 });
    await expect(get(port, "/")).rejects.toMatchObject({ code: "ECONNREFUSED" });

    release();
    expect(await inFlight).toMatchObject({ status: 200, body: "slow done", connection: "close" });
    expect(await drained).toEqual({ timedOut: false });
  });

  it("closes idle keep-alive connections at once instead of waiting for their timeout", async () => {
    const { port } = await startServer();
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, "/", agent)).body).toBe("fast");

    const started = Date.now();
    expect(await drain({ timeoutMs: 5000 })).toEqual({ timedOut: false });
    expect(Date.now() - started).toBeLessThan(4000);
    agent.destroy();
  });

  it("cuts a request still running at the deadline", async () => {
    const { port } = await startServer();
    const inFlight = get(port, "/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await drain({ timeoutMs: 200 })).toEqual({ timedOut: true });
    await expect(inFlight).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});
