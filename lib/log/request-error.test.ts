import { describe, expect, it } from "vitest";

import { captureLog } from "@/test/support/capture-log";
import { reportRequestError } from "@/lib/log/request-error";

describe("reportRequestError", () => {
  it("logs one error line with the request id, the route without its query, the digest and the stack", async () => {
    const error = Object.assign(new Error("render failed"), { digest: "2914728457" });
    const capture = captureLog();
    await reportRequestError(
      error,
      {
        path: "/unsubscribe?token=secret-token-value",
        method: "GET",
        headers: { "x-request-id": "5f2b1c0d-request", cookie: "sb-session=abc" },
      },
      {
        routerKind: "App Router",
        routePath: "/unsubscribe",
        routeType: "render",
        renderSource: "react-server-components",
        revalidateReason: undefined,
      },
    );
    capture.restore();
    const lines = capture.lines();
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        event: "request.error",
        requestId: "5f2b1c0d-request",
        route: "/unsubscribe",
        routePath: "/unsubscribe",
        routeType: "render",
        digest: "2914728457",
        err: expect.objectContaining({
          message: "render failed",
          stack: expect.stringContaining("request-error.test.ts"),
        }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-token-value|sb-session/);
  });
});
