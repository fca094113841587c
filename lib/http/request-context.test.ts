import { describe, expect, it } from "vitest";

import { requestIdOf, runWithRequestId, settleRequestId } from "@/lib/http/request-context";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("settleRequestId", () => {
  it("keeps the id proxy.ts wrote where it ran", () => {
    const headers = new Headers({ "x-request-id": "0b7e5c1a-proxy-settled" });
    expect(settleRequestId(headers, "/api/account/data")).toBe("0b7e5c1a-proxy-settled");
    expect(settleRequestId(headers, "/auth/callback")).toBe("0b7e5c1a-proxy-settled");
  });

  it("never takes a visitor's own id where proxy.ts did not run", () => {
    for (const path of ["/api/subscribe", "/api/health", "/supabase/auth/v1/token"]) {
      // X-Forwarded-For as `next start` adds it to a request that came without one.
      const headers = new Headers({
        "x-forwarded-for": "127.0.0.1",
        "x-request-id": "chosen-by-visitor",
      });
      const id = settleRequestId(headers, path);
      expect(id).toMatch(UUID);
      // Once per request: every later question gets the same answer.
      expect(settleRequestId(headers, path)).toBe(id);
      expect(requestIdOf(headers, path)).toBe(id);
    }
  });

  it("keeps the trusted proxy's id where proxy.ts did not run", () => {
    const headers = new Headers({
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "203.0.113.7",
      "x-request-id": "5f2b1c0d9e8a7b6c",
    });
    expect(settleRequestId(headers, "/api/subscribe")).toBe("5f2b1c0d9e8a7b6c");
  });
});

describe("requestIdOf", () => {
  it("answers a route handler's settled id, whichever headers it is given", () => {
    const other = new Headers({ "x-request-id": "chosen-by-visitor" });
    const id = runWithRequestId("c0ffee00-settled", () => requestIdOf(other));
    expect(id).toBe("c0ffee00-settled");
  });

  it("takes the header proxy.ts wrote for a page", () => {
    expect(requestIdOf(new Headers({ "x-request-id": "page-request-1" }))).toBe("page-request-1");
  });
});
