import { spawn } from "node:child_process";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { httpStatus, waitForHttp } from "./wait-for-http.mjs";

const servers: { close(): unknown }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Listens on a free loopback port and returns its URL. */
async function listening(server: Server | ReturnType<typeof createTcpServer>): Promise<string> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A child that stays alive for the length of a test. */
function idleChild() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  servers.push({ close: () => child.kill() });
  return child;
}

describe("waiting for a server", () => {
  it("reads the status of an answer, body and all", async () => {
    const url = await listening(
      createHttpServer((_, response) => response.writeHead(307, { location: "/x" }).end("moved")),
    );
    expect(await httpStatus(url)).toBe(307);
  });

  it("gives up on a connection that is accepted and never answered, by its own deadline", async () => {
    const url = await listening(createTcpServer(() => {}));
    const started = Date.now();
    expect(await httpStatus(url, 300)).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up on an answer whose body never ends", async () => {
    const url = await listening(
      createTcpServer((socket) => socket.write("HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\nab")),
    );
    expect(await httpStatus(url, 300)).toBe(0);
  });

  it("fails by the deadline when the server never answers, naming it", async () => {
    const url = await listening(createTcpServer(() => {}));
    await expect(waitForHttp(url, idleChild(), "silent site", 1200)).rejects.toThrow(
      /silent site did not answer/,
    );
  });
});
