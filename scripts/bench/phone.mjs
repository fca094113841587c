// A page load as a phone on a slow mobile network feels it, with the throttling applied to the
// browser itself rather than simulated afterwards: the CPU slowed as a preset asks
// (scripts/bench/calibration.mjs), 150 ms round trips,
// 1.6 Mbps down (750 kbps up), a 390 × 844 touch screen. A fresh browser (Chromium's headless
// shell) for every run, so nothing is compiled or cached. It records, from the start of navigation:
// - first paint (the browser's first-contentful-paint);
// - LCP (the last largest-contentful-paint entry once the page is hydrated and loaded);
// - hydrated: when `<html data-interactive>` appears, the moment the page answers a tap with its
//   own script (the site and the floor app both set it when React has hydrated);
// - blocking time: Lighthouse's definition (each long task's time beyond 50 ms, from the first
//   paint on) applied to the browser's own long-task entries, up to half a second after hydrated.
//   Lighthouse simulates it from an unthrottled trace; here the phone's slowness really happened.
import { setTimeout as delay } from "node:timers/promises";

import { chromium } from "@playwright/test";

import { CHROMIUM_BROWSER_FLAGS } from "../lib/chromium.mjs";
import { mediansOf } from "./medians.mjs";
import { onCleanup } from "./processes.mjs";

export const PHONE = {
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
  viewport: { width: 390, height: 844 },
};

const HYDRATION_TIMEOUT_MS = 60_000;
const HYDRATED_BINDING = "__benchHydrated";
/** How long after hydrated the long tasks still count: islands started on idle run in it. */
const AFTER_HYDRATED_MS = 500;
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time of a load: of every long task that ends after `fromMs`, the part after
 * `fromMs` beyond the first 50 ms, as Lighthouse counts it (tasks of `{ startTime, duration }`).
 */
export function blockingTime(longTasks, fromMs) {
  let sum = 0;
  for (const { startTime, duration } of longTasks) {
    const counted = startTime + duration - Math.max(startTime, fromMs);
    if (counted > BLOCKING_THRESHOLD_MS) sum += counted - BLOCKING_THRESHOLD_MS;
  }
  return sum;
}

/**
 * Runs in the page before any of its scripts: notes when hydration marks the document, and tells
 * the bench through a binding, so nothing of the bench's runs in the page while it hydrates.
 */
function watchForHydration(HYDRATED_BINDING) {
  // The document has no <html> yet when this runs: watch the whole document for the mark.
  new MutationObserver(() => {
    const root = document.documentElement;
    if (window.__hydratedAt === undefined && root?.hasAttribute("data-interactive")) {
      window.__hydratedAt = performance.now();
      window[HYDRATED_BINDING]("");
    }
  }).observe(document, { attributes: true, attributeFilter: ["data-interactive"], subtree: true });
  window.__lcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__lcp = entries[entries.length - 1].startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) {
      window.__longTasks.push({ startTime, duration });
    }
  }).observe({ type: "longtask", buffered: true });
}

/** `promise`, or an error once `ms` have passed without it settling. */
function withTimeout(promise, ms, message) {
  let timer;
  const expiry = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

const liveBrowsers = new Set();
onCleanup(() => Promise.all([...liveBrowsers].map((browser) => browser.close())));

/** One cold load of `url` under applied throttling; figures in ms from the start of navigation. */
export async function phoneLoadOnce(url, chromePath, cpuSlowdown) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_BROWSER_FLAGS,
    chromiumSandbox: false,
  });
  liveBrowsers.add(browser);
  try {
    const context = await browser.newContext({
      viewport: PHONE.viewport,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.rttMs,
      downloadThroughput: (PHONE.downKbps * 1000) / 8,
      uploadThroughput: (PHONE.upKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    // A Chromium binding rather than polling from the bench (waitForFunction): polling evaluates
    // Playwright's injected script in the page, about 30 ms at a 4× slowdown, and from the load event
    // on it would run in the middle of hydration and delay what it measures.
    await cdp.send("Runtime.enable");
    await cdp.send("Runtime.addBinding", { name: HYDRATED_BINDING });
    const hydrated = new Promise((resolve) => {
      cdp.on("Runtime.bindingCalled", ({ name }) => name === HYDRATED_BINDING && resolve());
    });
    await page.addInitScript(watchForHydration, HYDRATED_BINDING);
    await page.goto(url, { waitUntil: "load", timeout: HYDRATION_TIMEOUT_MS });
    await withTimeout(hydrated, HYDRATION_TIMEOUT_MS, `${url} never marked itself hydrated`);
    await delay(AFTER_HYDRATED_MS);
    const { longTasks, ...figures } = await page.evaluate(() => ({
      firstPaintMs:
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
        performance.getEntriesByName("first-paint")[0]?.startTime ??
        null,
      lcpMs: window.__lcp,
      hydratedMs: window.__hydratedAt,
      longTasks: window.__longTasks,
    }));
    const blockingMs =
      figures.firstPaintMs == null ? null : blockingTime(longTasks, figures.firstPaintMs);
    return { ...figures, blockingMs };
  } finally {
    await browser.close();
    liveBrowsers.delete(browser);
  }
}

export const PHONE_FIGURES = ["firstPaintMs", "lcpMs", "hydratedMs", "blockingMs"];

/** The median (and range) of each figure on its own. */
export const phoneAggregate = (runs) => mediansOf(runs, PHONE_FIGURES);
