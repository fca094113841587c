#!/usr/bin/env node
// Performance budget bench: production build → the site served in two shapes, `npm start` (plain
// `next start` with Next's compression) and Vercel's (plain `next start` behind a compressing
// proxy) → on every public route, /login, /signup and the 404 page in both shapes, side by side
// with an empty Next.js page built from the same node_modules (the floor):
// - Lighthouse (mobile preset, simulated throttling; a fresh Chromium and profile per run);
// - a phone load under applied throttling (scripts/bench/phone.mjs: first paint, LCP, hydrated;
//   a fresh Chromium per run);
// both at the CPU slowdown of each preset, a mid-tier and a low-tier phone, set from the host's
// benchmark index measured first (scripts/bench/calibration.mjs);
// then HTTP load on GET / through the site's server, deploy/nginx.conf and a bare static server;
// then request paths on PostgreSQL, empty and at scale, and under a sign-up burst (scale.mjs).
//
//   npm run bench [-- --no-build] [--routes /,/about] [--runs 3] [--phone-runs 5] [--duration 10]
//                 [--shape both|npm|vercel] [--preset both|mid|low] [--skip-lighthouse] [--skip-phone] [--skip-floor]
//                 [--skip-load] [--skip-scale] [--scale-rows 100000] [--no-fail]
//
// Writes bench-results/latest.{json,md} and the last round's Lighthouse reports to
// bench-results/lighthouse/ (git-ignored); prints the Markdown to stdout, the rest to stderr.
// Exit: 0 budget met, 1 budget failed (unless --no-fail), 2 the bench itself broke.
import { execFileSync } from "node:child_process";
import { mkdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";

import { findHeadlessShell, findTestBrowser } from "../lib/chromium.mjs";
import { runAuthLatency } from "./auth-latency.mjs";
import {
  loadFailures,
  NOT_FOUND_ROUTE,
  phoneFailures,
  PRESET_BUDGETS,
  routeFailures,
} from "./budgets.mjs";
import { cpuSlowdown, measureBenchmarkIndex, presetsFor } from "./calibration.mjs";
import { startFloor } from "./floor.mjs";
import { aggregate, lighthouseOnce, saveReport, summarise } from "./lighthouse.mjs";
import { runLoad } from "./load.mjs";
import { startSite } from "./next-server.mjs";
import { PHONE, phoneAggregate, phoneLoadOnce } from "./phone.mjs";
import { httpStatus } from "../lib/wait-for-http.mjs";
import { cleanup, log, ROOT, runBench, runInherit } from "./processes.mjs";
import { writeReport } from "./report.mjs";
import { runScale } from "./scale.mjs";
import { startVercelShape } from "./vercel-shape.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const REPORTS_DIR = join(ROOT, "bench-results/lighthouse");
const flag = { type: "boolean", default: false };

/** The ways the same build is served; each route is measured in every shape asked for. */
const SHAPES = {
  npm: {
    label: "npm start",
    served: "plain `next start` on the build, gzip by Next",
  },
  vercel: {
    label: "Vercel shape",
    served:
      "plain `next start` on the build, compressed by a proxy in front as Vercel's edge compresses (brotli, or gzip for clients without it)",
  },
};

function readArgs() {
  const { values } = parseArgs({
    options: {
      "no-build": flag,
      "no-fail": flag,
      "skip-lighthouse": flag,
      "skip-phone": flag,
      "skip-floor": flag,
      "skip-load": flag,
      "skip-scale": flag,
      "scale-rows": { type: "string", default: "100000" },
      routes: { type: "string" },
      runs: { type: "string", default: "3" },
      "phone-runs": { type: "string", default: "5" },
      duration: { type: "string", default: "10" },
      shape: { type: "string", default: "both" },
      preset: { type: "string", default: "both" },
    },
  });
  const shapes = values.shape === "both" ? Object.keys(SHAPES) : [values.shape];
  if (!shapes.every((id) => id in SHAPES)) {
    throw new Error(`--shape must be both, npm or vercel, got "${values.shape}"`);
  }
  const positive = (name) => {
    const n = Number(values[name]);
    if (Number.isInteger(n) && n >= 1) return n;
    throw new Error(`--${name} must be a positive integer, got "${values[name]}"`);
  };
  return {
    ...values,
    shapes,
    presets: presetsFor(values.preset),
    runs: positive("runs"),
    phoneRuns: positive("phone-runs"),
    duration: positive("duration"),
    scaleRows: positive("scale-rows"),
  };
}

async function readRoutes(filter) {
  if (filter)
    return filter
      .split(",")
      .map((route) => route.trim())
      .filter(Boolean);
  // content/routes.ts is TypeScript, which Node 20 can't import, so read its `path: "/…"` entries.
  const text = await readFile(join(ROOT, "content/routes.ts"), "utf8");
  const routes = [...new Set([...text.matchAll(/path: "(\/[^"]*)"/g)].map((match) => match[1]))];
  if (!routes.length) throw new Error("no routes found in content/routes.ts");
  return [...routes, "/login", "/signup", NOT_FOUND_ROUTE];
}

function tryExec(cmd, cmdArgs) {
  try {
    return execFileSync(cmd, cmdArgs, {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

const slug = (route) => (route === "/" ? "home" : route.slice(1).replaceAll("/", "_"));

/**
 * Round after round, each target once per round (floor first, then each route in every shape in
 * turn), so the floor, the routes and the shapes share the machine's load. The last round's full
 * reports are kept for looking into.
 */
async function runLighthouse(targets, chromePath, runs, preset) {
  for (const target of targets) {
    target.httpStatus = await httpStatus(target.url);
    target.runs = [];
  }
  for (let round = 1; round <= runs; round++) {
    for (const [i, target] of targets.entries()) {
      const lhr = await lighthouseOnce(target.url, chromePath, preset.cpuSlowdown);
      const run = summarise(lhr);
      target.runs.push(run);
      if (round === runs) {
        await saveReport(lhr, join(REPORTS_DIR, `${preset.id}-${target.slug}.json`));
      }
      log(
        `${preset.id} round ${round}/${runs} ${i + 1}/${targets.length} ${target.label}: perf ${run.performance} ` +
          `TBT ${Math.round(run.tbtMs)} ms LCP ${Math.round(run.lcpMs)} ms script ${run.scriptKb?.toFixed(1)} KB`,
      );
    }
  }
  return targets.map(({ route, shape, url, expectedStatus, httpStatus: status, runs: all }) => ({
    route,
    shape,
    url,
    expectedStatus,
    httpStatus: status,
    runs: all,
    ...aggregate(all),
  }));
}

/**
 * The same targets loaded as a phone feels them, round after round like Lighthouse's, so the floor
 * and every route share the machine's load.
 */
async function runPhone(targets, chromePath, runs, preset) {
  const all = targets.map(() => []);
  for (let round = 1; round <= runs; round++) {
    for (const [i, target] of targets.entries()) {
      const run = await phoneLoadOnce(target.url, chromePath, preset.cpuSlowdown);
      all[i].push(run);
      log(
        `${preset.id} phone ${round}/${runs} ${i + 1}/${targets.length} ${target.label}: paint ` +
          `${Math.round(run.firstPaintMs)} ms LCP ${Math.round(run.lcpMs)} ms hydrated ` +
          `${Math.round(run.hydratedMs)} ms blocking ${Math.round(run.blockingMs)} ms`,
      );
    }
  }
  return all.map((runsOfTarget) => ({ runs: runsOfTarget, ...phoneAggregate(runsOfTarget) }));
}

const measuresPages = (args) => !(args["skip-lighthouse"] && args["skip-phone"]);

/** Under this one-minute load average per CPU the machine counts as quiet. */
const QUIET_LOAD_PER_CPU = 0.5;
const QUIET_WAIT_MS = 180_000;

/**
 * Waits, up to three minutes, for the machine to go quiet before the pages are measured: the
 * ratios to the floor do not survive a busy machine, since blocking time counts only what a task
 * runs past 50 ms (docs/PERFORMANCE.md, "A quiet machine"). A machine still busy then is a
 * warning, which fails the bench: its figures judge the machine, not the pages.
 */
async function waitForQuietMachine(report) {
  const quiet = availableParallelism() * QUIET_LOAD_PER_CPU;
  const deadline = Date.now() + QUIET_WAIT_MS;
  let load = loadavg()[0];
  while (load >= quiet && Date.now() < deadline) {
    log(`waiting for a quiet machine: load average ${load.toFixed(2)}, under ${quiet} wanted`);
    await sleep(10_000);
    load = loadavg()[0];
  }
  report.meta.loadAvgAtMeasure = loadavg();
  if (load >= quiet)
    report.warnings.push(
      `the machine stayed busy (one-minute load average ${load.toFixed(2)} after ` +
        `${QUIET_WAIT_MS / 60_000} minutes, under ${quiet} wanted): run the bench alone`,
    );
}

/** Every route in every shape, and the floor, at each preset: Lighthouse, then the phone load. */
async function measurePages(args, routes, browsers, base, report) {
  const bases = { npm: base };
  if (args.shapes.includes("vercel")) bases.vercel = await startVercelShape();
  const floorBase = args["skip-floor"] ? null : await startFloor();
  const targets = routes.flatMap((route) =>
    args.shapes.map((shape) => ({
      route,
      shape,
      label: `${route} (${SHAPES[shape].label})`,
      slug: `${shape}-${slug(route)}`,
      url: `${bases[shape]}${route}`,
      expectedStatus: route === NOT_FOUND_ROUTE ? 404 : 200,
    })),
  );
  if (floorBase)
    targets.unshift({
      route: "floor",
      label: "floor",
      slug: "floor",
      url: `${floorBase}/`,
      expectedStatus: 200,
    });
  await waitForQuietMachine(report);
  const presets = await calibrate(args.presets, browsers, report);
  await rm(REPORTS_DIR, { recursive: true, force: true });
  await mkdir(REPORTS_DIR, { recursive: true });
  for (const preset of presets) {
    await measurePreset(args, preset, targets, browsers, report);
  }
  if (!floorBase)
    report.warnings.push("no floor measured (--skip-floor): the relative budgets were not judged");
}

/** The host's benchmark index, and each preset's CPU slowdown from it. */
async function calibrate(presets, browsers, report) {
  const { index, samples } = await measureBenchmarkIndex(browsers.lighthouse ?? browsers.phone);
  log(`benchmark index ${Math.round(index)} (samples ${samples.map(Math.round).join(", ")})`);
  report.calibration = { benchmarkIndex: index, samples };
  return presets.map((preset) => ({
    ...preset,
    cpuSlowdown: cpuSlowdown(index, preset.targetIndex),
    budget: PRESET_BUDGETS[preset.id],
  }));
}

/** One preset: Lighthouse's rounds, then the phone's, each judged against its own floor. */
async function measurePreset(args, preset, targets, browsers, report) {
  const hasFloor = targets[0].route === "floor";
  const { budget, ...about } = preset;
  const entry = { ...about, lighthouse: null, phone: null };
  report.presets.push(entry);
  log(`${preset.label}: CPU slowdown ${preset.cpuSlowdown.toFixed(2)}×`);
  const byShape = (results) =>
    args.shapes.map((id) => ({
      id,
      ...SHAPES[id],
      routes: results.filter((result) => result.shape === id),
    }));
  const judge = (results, failuresOf, methodBudget) => {
    const floor = hasFloor ? results.shift() : null;
    for (const result of results) {
      result.failures = failuresOf(result, floor?.median, methodBudget);
      if (result.failures.length)
        report.failures.push(
          `${preset.id} ${SHAPES[result.shape].label} ${result.route}: ${result.failures.join(", ")}`,
        );
    }
    return { floor, shapes: byShape(results) };
  };

  if (!args["skip-lighthouse"]) {
    const results = await runLighthouse(targets, browsers.lighthouse, args.runs, preset);
    entry.lighthouse = judge(results, routeFailures, budget.lighthouse);
  }
  if (!args["skip-phone"]) {
    const measured = await runPhone(targets, browsers.phone, args.phoneRuns, preset);
    const results = measured.map((result, i) => ({
      route: targets[i].route,
      shape: targets[i].shape,
      url: targets[i].url,
      ...result,
    }));
    entry.phone = judge(results, phoneFailures, budget.phone);
  }
}

async function main() {
  const args = readArgs();
  process.chdir(ROOT);
  const routes = measuresPages(args) ? await readRoutes(args.routes) : [];
  // Both methods load pages in Chromium's headless shell: the same renderer without the desktop
  // browser's start-up (its window, GPU process and, in some runs, a preloaded omnibox page). A
  // visitor's browser is already open, and with a fresh browser per run that start-up competes with
  // the page for this machine's cores. `CHROMIUM_PATH` still chooses Lighthouse's browser.
  const browsers = {
    lighthouse: args["skip-lighthouse"] ? null : await findTestBrowser(),
    phone: args["skip-phone"] ? null : await findHeadlessShell(),
  };
  if (!args["no-build"]) {
    log("npm run build");
    await runInherit("npm", ["run", "build"]);
  }
  const require = createRequire(import.meta.url);
  const report = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      chromium: browsers.lighthouse ? tryExec(browsers.lighthouse, ["--version"]) : null,
      phoneBrowser: browsers.phone ? tryExec(browsers.phone, ["--version"]) : null,
      lighthouse: require("lighthouse/package.json").version,
      commit: tryExec("git", ["rev-parse", "--short", "HEAD"]),
      runs: args.runs,
      phoneRuns: args["skip-phone"] ? 0 : args.phoneRuns,
      phone: PHONE,
      shapes: measuresPages(args)
        ? args.shapes.map((id) => ({ id, label: SHAPES[id].label, served: SHAPES[id].served }))
        : [],
      // Absolute figures are only comparable on an idle machine; this records how idle it was.
      cpus: availableParallelism(),
      loadAvgAtStart: loadavg(),
    },
    calibration: null,
    presets: [],
    load: null,
    auth: null,
    scale: null,
    warnings: [],
    failures: [],
    budgetOk: true,
  };
  // A rebuild while the server serves the old build makes its chunks 404 (console errors, bad scores).
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const buildId = () => readFile(join(ROOT, distDir, "BUILD_ID"), "utf8").catch(() => null);
  const startBuildId = await buildId();
  const base = await startSite(PORT);

  if (measuresPages(args)) await measurePages(args, routes, browsers, base, report);
  if (!args["skip-load"]) {
    report.load = await runLoad(base, args.duration);
    report.load.failures = loadFailures(report.load);
    report.failures.push(...report.load.failures.map((failure) => `load: ${failure}`));
    report.auth = await runAuthLatency(base);
  }
  await cleanup();
  if (!args["skip-scale"]) {
    report.scale = await runScale({ rows: args.scaleRows });
    report.failures.push(...report.scale.failures.map((failure) => `scale: ${failure}`));
  }
  if ((await buildId()) !== startBuildId) {
    report.warnings.push(
      `${distDir} was rebuilt during the bench: results are unreliable, run it again`,
    );
  }
  report.budgetOk = report.failures.length === 0 && report.warnings.length === 0;
  process.stdout.write(await writeReport(report));
  return report.budgetOk || args["no-fail"] ? 0 : 1;
}

runBench(main);
