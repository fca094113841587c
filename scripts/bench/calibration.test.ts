import { describe, expect, it } from "vitest";

import { PRESET_BUDGETS, phoneFailures, routeFailures } from "./budgets.mjs";
import { cpuSlowdown, PRESETS, presetsFor } from "./calibration.mjs";

describe("cpuSlowdown", () => {
  it("slows the host down to the device's index", () => {
    expect(cpuSlowdown(1500, PRESETS.mid.targetIndex)).toBe(1.5);
    expect(cpuSlowdown(1320, PRESETS.low.targetIndex)).toBe(5);
  });

  it("never speeds up a host slower than the device", () => {
    expect(cpuSlowdown(800, 1000)).toBe(1);
  });

  it("refuses an index that was not measured", () => {
    expect(() => cpuSlowdown(Number.NaN, 1000)).toThrow(/positive/);
    expect(() => cpuSlowdown(0, 1000)).toThrow(/positive/);
  });
});

describe("presetsFor", () => {
  it("runs mid-tier then low-tier for both", () => {
    expect(presetsFor("both").map((preset) => preset.id)).toEqual(["mid", "low"]);
    expect(presetsFor("low").map((preset) => preset.id)).toEqual(["low"]);
  });

  it("rejects an unknown preset", () => {
    expect(() => presetsFor("high")).toThrow(/--preset/);
  });
});

/** A Lighthouse run's medians that meet every budget, with a floor to judge them against. */
const floorLighthouse = { lcpMs: 1000, tbtMs: 100, scriptKb: 100 };
const lighthouseRun = (figures: Record<string, unknown> = {}) => ({
  route: "/platform",
  httpStatus: 200,
  expectedStatus: 200,
  median: {
    performance: 97,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    cls: 0,
    lcpMs: 1400,
    tbtMs: 120,
    scriptKb: 120,
    lostPoints: {},
    consoleErrors: [],
    ...figures,
  },
});

describe("routeFailures per preset", () => {
  const mid = PRESET_BUDGETS.mid.lighthouse;
  const low = PRESET_BUDGETS.low.lighthouse;

  it("passes a route within the mid-tier budgets", () => {
    expect(routeFailures(lighthouseRun(), floorLighthouse, mid)).toEqual([]);
  });

  it("fails mid-tier LCP over 1.5× the floor's and TBT over 1.3×", () => {
    expect(routeFailures(lighthouseRun({ lcpMs: 1600, tbtMs: 140 }), floorLighthouse, mid)).toEqual(
      ["LCP 1.60× floor > 1.5×", "TBT 1.40× floor > 1.3×"],
    );
  });

  it("fails mid-tier performance under 95 and CLS over 0.02", () => {
    expect(
      routeFailures(lighthouseRun({ performance: 94, cls: 0.03 }), floorLighthouse, mid),
    ).toEqual(["performance 94", "CLS 0.030"]);
  });

  it("judges low-tier by LCP in ms only, whatever the floor", () => {
    const slow = lighthouseRun({ performance: 60, lcpMs: 2600, tbtMs: 900 });
    expect(routeFailures(slow, floorLighthouse, low)).toEqual(["LCP 2600 ms > 2500 ms"]);
    expect(routeFailures(lighthouseRun({ performance: 60, lcpMs: 2400 }), null, low)).toEqual([]);
  });
});

const floorPhone = { lcpMs: 1000, hydratedMs: 2000, blockingMs: 100 };
const phoneRun = (figures: Record<string, unknown> = {}) => ({
  median: { lcpMs: 1400, hydratedMs: 2400, blockingMs: 120, ...figures },
});

describe("phoneFailures per preset", () => {
  const mid = PRESET_BUDGETS.mid.phone;
  const low = PRESET_BUDGETS.low.phone;

  it("passes a load within the mid-tier budgets", () => {
    expect(phoneFailures(phoneRun(), floorPhone, mid)).toEqual([]);
  });

  it("fails mid-tier LCP, hydrated and blocking time over their multiples", () => {
    const run = phoneRun({ lcpMs: 1600, hydratedMs: 2600, blockingMs: 140 });
    expect(phoneFailures(run, floorPhone, mid)).toEqual([
      "phone LCP 1.60× floor > 1.5×",
      "phone hydrated 1.30× floor > 1.25×",
      "phone blocking time 1.40× floor > 1.3×",
    ]);
  });

  it("fails low-tier LCP over 2.5 s and hydrated over 1.25× the floor's, not blocking time", () => {
    const run = phoneRun({ lcpMs: 2600, hydratedMs: 2600, blockingMs: 900 });
    expect(phoneFailures(run, floorPhone, low)).toEqual([
      "phone LCP 2600 ms > 2500 ms",
      "phone hydrated 1.30× floor > 1.25×",
    ]);
  });

  it("reports missing figures rather than passing them", () => {
    expect(phoneFailures(phoneRun({ hydratedMs: null }), floorPhone, low)).toEqual([
      "phone figures missing",
    ]);
  });
});
