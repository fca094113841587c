// Calibration to real phones: the host's CPU is measured with Lighthouse's own benchmark, and the
// CPU slowdown of both methods is set so the throttled host scores like the target device. A fixed
// 4× stands for a different phone on every host; a slowdown from the index means the same phone.
import { chromium } from "@playwright/test";

import { CHROMIUM_BROWSER_FLAGS } from "../lib/chromium.mjs";
import { mediansOf } from "./medians.mjs";
import { onCleanup } from "./processes.mjs";

/**
 * The devices the bench stands for, by Chrome DevTools' calibration of benchmark indexes: a Pixel 5
 * scores about 1,000, a Moto G4 Power (2022) about 264.
 */
export const PRESETS = {
  mid: { id: "mid", label: "mid-tier phone", targetIndex: 1000 },
  low: { id: "low", label: "low-tier phone", targetIndex: 264 },
};

/** `--preset mid|low|both` as the presets to run, in that order. */
export function presetsFor(choice) {
  if (choice === "both") return [PRESETS.mid, PRESETS.low];
  if (choice in PRESETS) return [PRESETS[choice]];
  throw new Error(`--preset must be both, mid or low, got "${choice}"`);
}

/** The CPU slowdown that makes a host of `hostIndex` score `targetIndex`; a host never speeds up. */
export function cpuSlowdown(hostIndex, targetIndex) {
  if (!(hostIndex > 0)) throw new Error(`benchmark index must be positive, got ${hostIndex}`);
  return Math.max(1, hostIndex / targetIndex);
}

const SAMPLES = 5;

/**
 * The host's benchmark index: Lighthouse's `computeBenchmarkIndex`, the same function it runs
 * before each load (reported per run as `benchmarkIndex`), run here in the browser the loads use,
 * each sample in a fresh page, median of five. Measured before the loads rather than taken from
 * Lighthouse's report because the slowdown must be known before the first of them.
 */
export async function measureBenchmarkIndex(chromePath) {
  const { pageFunctions } = await import("lighthouse/core/lib/page-functions.js");
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_BROWSER_FLAGS,
    chromiumSandbox: false,
  });
  const closeBrowser = () => browser.close();
  onCleanup(closeBrowser);
  try {
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) {
      const page = await browser.newPage();
      samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
    const { median } = mediansOf(
      samples.map((index) => ({ index })),
      ["index"],
    );
    return { index: median.index, samples };
  } finally {
    await closeBrowser();
  }
}
