import { describe, expect, it } from "vitest";

import { windowLimiter } from "@/lib/client-errors/limiter";

function limiter(perClient: number, siteWide: number) {
  let time = 0;
  const allow = windowLimiter({ perClient, siteWide, windowMs: 60_000, now: () => time });
  return { allow, advance: (ms: number) => (time += ms) };
}

describe("windowLimiter", () => {
  it("accepts a client's calls up to its limit in a window, then refuses them", () => {
    const { allow } = limiter(3, 100);
    expect(Array.from({ length: 5 }, () => allow("203.0.113.7"))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(allow("198.51.100.2")).toBe(true);
  });

  it("holds a site-wide ceiling whatever the number of clients", () => {
    const { allow } = limiter(3, 4);
    const outcomes = ["a", "b", "c", "d", "e", "f"].map((client) => allow(client));
    expect(outcomes).toEqual([true, true, true, true, false, false]);
  });

  it("starts counting again in the next window", () => {
    const { allow, advance } = limiter(1, 1);
    expect(allow("a")).toBe(true);
    expect(allow("a")).toBe(false);
    advance(59_999);
    expect(allow("a")).toBe(false);
    advance(1);
    expect(allow("a")).toBe(true);
  });
});
