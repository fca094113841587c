import { describe, expect, it } from "vitest";

import { msUntilNextUtcDay } from "../../src/server";

describe("the daily seed's timer", () => {
  it("waits until one second into the next UTC day", () => {
    const at = (iso: string) => Date.parse(iso);
    expect(msUntilNextUtcDay(at("2026-11-23T23:59:59.000Z"))).toBe(2000);
    expect(msUntilNextUtcDay(at("2026-11-23T12:00:00.000Z"))).toBe(12 * 3600_000 + 1000);
    // At midnight itself the day has begun: the next run is a day later.
    expect(msUntilNextUtcDay(at("2026-11-24T00:00:00.000Z"))).toBe(86_400_000 + 1000);
  });
});
