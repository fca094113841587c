// Lighthouse (mobile preset, simulated throttling at a calibrated CPU slowdown) with a fresh
// Chromium process and a fresh profile for every run: a first-time visitor starts with nothing
// compiled or cached.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { CHROMIUM_FLAGS } from "../lib/chromium.mjs";
import { mediansOf } from "./medians.mjs";
import { onCleanup } from "./processes.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const KB = 1024;

// A browser still running when the bench is interrupted is ended with it.
const liveBrowsers = new Set();
onCleanup(() => {
  for (const chrome of liveBrowsers) chrome.kill();
});

/**
 * The default (mobile) config with the CPU slowdown of a preset (scripts/bench/calibration.mjs).
 * Lighthouse merges settings into its defaults key by key, so the preset's network (150 ms round
 * trips, 1.6 Mbps) stays as it is.
 */
const configFor = (cpuSlowdownMultiplier) => ({
  extends: "lighthouse:default",
  settings: { throttling: { cpuSlowdownMultiplier } },
});

export async function lighthouseOnce(url, chromePath, cpuSlowdown) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const profile = await mkdtemp(join(tmpdir(), "bench-chromium-"));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: profile,
    logLevel: "error",
  });
  liveBrowsers.add(chrome);
  try {
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // The 404 page is measured like any other (the status is checked separately).
      ignoreStatusCode: true,
    };
    const result = await lighthouse(url, flags, configFor(cpuSlowdown));
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
    liveBrowsers.delete(chrome);
    await rm(profile, { recursive: true, force: true });
  }
}

export async function saveReport(lhr, file) {
  await writeFile(file, JSON.stringify(lhr));
}

const score = (lhr, id) =>
  lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const items = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

function lcpElement(lhr) {
  const table = items(lhr, "largest-contentful-paint-element")[0];
  const node = table?.items?.[0]?.node ?? table?.node;
  if (!node) return null;
  return { selector: node.selector ?? null, snippet: (node.snippet ?? "").slice(0, 160) };
}

/** The figures of one run that the report and the budgets use. */
export function summarise(lhr) {
  const scripts = items(lhr, "resource-summary").find((row) => row.resourceType === "script");
  const documentRequest = items(lhr, "network-requests").find(
    (row) => row.resourceType === "Document",
  );
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    scriptKb: scripts ? scripts.transferSize / KB : null,
    htmlBytes: documentRequest?.resourceSize ?? null,
    // What the network carried: the document compressed, its inlined stylesheet included.
    htmlTransferBytes: documentRequest?.transferSize ?? null,
    domSize: numeric(lhr, "dom-size") ?? numeric(lhr, "dom-size-insight"),
    // Lighthouse's own measure of the machine's speed, taken before the page loads: how far the
    // host drifted from the index the slowdown was set from.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement: lcpElement(lhr),
    consoleErrors: items(lhr, "errors-in-console").map(
      (row) => row.sourceLocation?.url ?? row.url ?? row.source,
    ),
    // Where the main thread went: the heaviest scripts by evaluation time.
    bootup: items(lhr, "bootup-time")
      .slice(0, 4)
      .map((row) => ({ url: row.url, scriptingMs: Math.round(row.scripting) })),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    // Per category, the weighted audits that cost points: what to fix when a 100 is missed.
    lostPoints: Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      ]),
    ),
  };
}

export const FIGURES = [
  ...CATEGORIES,
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "scriptKb",
  "htmlBytes",
  "htmlTransferBytes",
  "domSize",
  "benchmarkIndex",
];

/**
 * Median, min and max of each figure on its own (scripts/bench/medians.mjs); the LCP element, lost
 * points and errors come from the run closest to the median performance.
 */
export function aggregate(runs) {
  const byPerf = runs.toSorted((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const typical = byPerf[Math.floor(byPerf.length / 2)];
  const { median, range } = mediansOf(runs, FIGURES);
  return { median: { ...typical, ...median }, range };
}
