import { describe, expect, it } from "vitest";

import { resolveRequestId } from "@/lib/http/request-id.mjs";

const from = (headers: Record<string, string>) => (name: string) => headers[name];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("resolveRequestId", () => {
  it("keeps the id of the proxy in front, which sets X-Real-IP", () => {
    const get = from({
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "203.0.113.7",
      "x-request-id": "5f2b1c0d9e8a7b6c",
    });
    expect(resolveRequestId(get, { onVercel: false })).toBe("5f2b1c0d9e8a7b6c");
  });

  it("mints a new id for a request that did not come through the proxy", () => {
    const id = resolveRequestId(from({ "x-request-id": "chosen-by-visitor" }), { onVercel: false });
    expect(id).toMatch(UUID);
    // `next start` adds X-Forwarded-For to every request that lacks it: no sign of a proxy.
    const direct = from({ "x-forwarded-for": "127.0.0.1", "x-request-id": "chosen-by-visitor" });
    expect(resolveRequestId(direct, { onVercel: false })).toMatch(UUID);
  });

  it("mints a new id when the given one is not plausible", () => {
    for (const given of ["short", "has space in it", "x".repeat(129), "a,b-c-d-e-f-g"]) {
      const get = from({ "x-real-ip": "203.0.113.7", "x-request-id": given });
      expect(resolveRequestId(get, { onVercel: false })).toMatch(UUID);
    }
  });

  it("takes Vercel's id on Vercel, never the visitor's X-Request-Id", () => {
    const get = from({
      "x-real-ip": "203.0.113.7",
      "x-request-id": "chosen-by-visitor",
      "x-vercel-id": "bom1::iad1::7m2xq-1764110000000-0a1b2c3d4e5f",
    });
    expect(resolveRequestId(get, { onVercel: true })).toBe(
      "bom1::iad1::7m2xq-1764110000000-0a1b2c3d4e5f",
    );
  });

  it("gives each request its own new id", () => {
    const get = from({});
    expect(resolveRequestId(get, { onVercel: false })).not.toBe(
      resolveRequestId(get, { onVercel: false }),
    );
  });
});
