import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestBackend } from "../support/backend";
import type { TestBackend } from "../support/backend";
import { captureLog } from "../support/log-capture";

let backend: TestBackend;
const log = captureLog();

beforeAll(async () => {
  backend = await startTestBackend({ logger: log.logger });
}, 120_000);

afterAll(async () => {
  await backend?.standIn.close();
});

/**
 * Sends the head of a POST to `path` promising a body of 1,000 bytes, then 10 of them, and hangs
 * up once the server has had time to start reading it.
 */
function hangUpMidBody(path: string): Promise<void> {
  const { hostname, port } = new URL(backend.standIn.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `apikey: ${backend.standIn.anonKey}`,
          "Content-Type: application/json",
          "Content-Length: 1000",
          "",
          '{"email":',
        ].join("\r\n"),
      );
      setTimeout(() => socket.destroy(), 100);
    });
    socket.on("error", reject);
    socket.on("close", () => resolve());
  });
}

describe("a client that hangs up mid-request", () => {
  for (const path of ["/auth/v1/signup", "/rest/v1/contact_messages"]) {
    it(`is no server error on ${path}: nothing is logged as unexpected, and the next request is answered`, async () => {
      await hangUpMidBody(path);
      // The server notices the hang-up on its next turn; a health answer comes after it.
      const health = await fetch(`${backend.standIn.url}/auth/v1/health`, {
        headers: { apikey: backend.standIn.anonKey },
      });
      expect(health.status).toBe(200);
      expect(log.lines().filter((line) => line.level === "error")).toEqual([]);
    });
  }
});
