import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLogger } from "../../src/log/logger";
import { startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";
import { captureLog } from "../support/log-capture";
import type { CapturedLog } from "../support/log-capture";

/** A port nothing listens on: a server that was there and is closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function post(backend: TestBackend, path: string, body: unknown, requestId: string) {
  return fetch(`${backend.standIn.url}/auth/v1${path}`, {
    method: "POST",
    headers: {
      apikey: backend.standIn.anonKey,
      "Content-Type": "application/json",
      "X-Request-Id": requestId,
    },
    body: JSON.stringify(body),
  });
}

describe("the backend's log", () => {
  /** A backend whose `auth.users` is gone, so a password sign-in fails in a way nothing expects. */
  let broken: TestBackend;
  /** A backend whose SMTP server is not there, so every e-mail fails to go out. */
  let mailless: TestBackend;
  const brokenLog = captureLog();
  const maillessLog = captureLog();

  beforeAll(async () => {
    [broken, mailless] = await Promise.all([
      startTestBackend({ logger: brokenLog.logger }),
      startTestBackend({
        logger: maillessLog.logger,
        enableConfirmations: true,
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        smtpFrom: "Gurukul Code <no-reply@example.org>",
      }),
    ]);
    await broken.standIn.exec("alter table auth.users rename to users_gone");
  }, 120_000);

  afterAll(async () => {
    await Promise.all([broken?.standIn.close(), mailless?.standIn.close()]);
  });

  const errorsOf = (log: CapturedLog, requestId: string) =>
    log.lines().filter((line) => line.level === "error" && line.requestId === requestId);

  it("logs an unexpected 500 as one error line with its event, the request id and the stack", async () => {
    const requestId = "req-unexpected-0001";
    const response = await post(
      broken,
      "/token?grant_type=password",
      { email: uniqueEmail(), password: "correct-horse-1" },
      requestId,
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error_code: "unexpected_failure" });

    const errors = errorsOf(brokenLog, requestId);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      level: "error",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      service: "backend",
      event: "backend.error",
      requestId,
      method: "POST",
      route: "/auth/v1/token",
      msg: "unexpected error",
      err: { message: expect.stringContaining("users"), stack: expect.stringMatching(/\n\s+at /) },
    });
  });

  it("masks the address of an e-mail that could not be sent, and names the request", async () => {
    const requestId = "req-mail-failed-0001";
    const email = uniqueEmail("asha.rao");
    const response = await post(
      mailless,
      "/signup",
      { email, password: "correct-horse-1" },
      requestId,
    );
    expect(response.status).toBe(500);

    const errors = errorsOf(maillessLog, requestId);
    expect(errors).toEqual([
      expect.objectContaining({
        event: "backend.mail_failed",
        kind: "signup",
        to: "a***@example.com",
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    ]);
    const text = JSON.stringify(maillessLog.lines());
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split("@")[0]!);
  });
});

describe("createLogger", () => {
  it("masks addresses and drops secrets by field name, as the site's logger", () => {
    const written: string[] = [];
    const log = createLogger({ output: { write: (line: string) => void written.push(line) } });
    log.info({
      event: "backend.probe",
      email: "asha.rao@example.com",
      apikey: "sb-secret",
      user: { to: "ravi@example.org", authorization: "Bearer abc", cookie: "session=1" },
    });
    expect(JSON.parse(written.join(""))).toMatchObject({
      level: "info",
      event: "backend.probe",
      email: "a***@example.com",
      apikey: "[redacted]",
      user: { to: "r***@example.org", authorization: "[redacted]", cookie: "[redacted]" },
    });
  });
});
