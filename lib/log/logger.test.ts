import { describe, expect, it } from "vitest";

import { captureLog } from "@/test/support/capture-log";
import { log } from "@/lib/log/logger";

describe("log", () => {
  it("writes one JSON line per event with its time, level and fields", () => {
    const capture = captureLog();
    log.info({ event: "news.ingested", requestId: "r-12345678" }, "done");
    capture.restore();
    expect(capture.lines()).toEqual([
      expect.objectContaining({
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        event: "news.ingested",
        requestId: "r-12345678",
        msg: "done",
      }),
    ]);
  });

  it("masks addresses and drops secrets, at the top and one level down", () => {
    const capture = captureLog();
    log.warn({
      email: "asha.rao@example.com",
      password: "hunter2-secret",
      user: { email: "ravi@example.org", password: "another-secret", token: "t0k3n" },
    });
    capture.restore();
    const [line] = capture.lines();
    expect(line).toMatchObject({
      email: "a***@example.com",
      password: "[redacted]",
      user: { email: "r***@example.org", password: "[redacted]", token: "[redacted]" },
    });
    const text = JSON.stringify(line);
    for (const secret of ["asha.rao", "ravi@", "hunter2", "another-secret", "t0k3n"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("logs an error's stack", () => {
    const capture = captureLog();
    log.error({ err: new Error("backend unreachable") }, "failed");
    capture.restore();
    expect(capture.lines()[0]).toMatchObject({
      level: "error",
      err: { message: "backend unreachable", stack: expect.stringContaining("logger.test.ts") },
    });
  });
});
