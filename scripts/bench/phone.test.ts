import { describe, expect, it } from "vitest";

import { blockingTime } from "./phone.mjs";

const task = (startTime: number, duration: number) => ({ startTime, duration });

describe("blockingTime", () => {
  it("counts each long task's time beyond 50 ms", () => {
    expect(blockingTime([task(400, 160), task(700, 80)], 300)).toBe(110 + 30);
  });

  it("leaves out tasks that ended before the first paint", () => {
    expect(blockingTime([task(100, 150), task(600, 70)], 300)).toBe(20);
  });

  it("counts only the part of a task after the first paint, as Lighthouse clips it", () => {
    // 200–400 ms with the first paint at 300: 100 ms counted, 50 of them blocking.
    expect(blockingTime([task(200, 200)], 300)).toBe(50);
    // 250–340 ms: 40 ms after the paint, under the threshold.
    expect(blockingTime([task(250, 90)], 300)).toBe(0);
  });

  it("is zero without long tasks", () => {
    expect(blockingTime([], 300)).toBe(0);
  });
});
