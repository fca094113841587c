#!/usr/bin/env node
// Performance budget bench: production build → `next start` → Lighthouse (mobile) on every public
// route + autocannon load on `/` against `next start` and against the same HTML from a bare Node server.
//
//   npm run bench [-- --no-build] [--routes /,/about] [--runs 3] [--duration 10]
//                 [--skip-lighthouse] [--skip-load] [--no-fail]
//
// Writes bench-results/latest.{json,md}, prints the Markdown to stdout (everything else goes to stderr).
// Exit: 0 budget met, 1 budget failed (unless --no-fail), 2 the bench itself broke.
import { execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CHROMIUM_FLAGS, findChromium } from "./lib/chromium.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const HOST = "127.0.0.1";
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://${HOST}:${PORT}`;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0.02,
  tbtMs: 100,
};
const CONNECTIONS = 50;
const WARMUP_S = 2;

const flag = { type: "boolean", default: false };
const { args, RUNS, DURATION } = readArgs();

function readArgs() {
  try {
    const { values: args } = parseArgs({
      options: {
        "no-build": flag,
        "no-fail": flag,
        "skip-lighthouse": flag,
        "skip-load": flag,
        routes: { type: "string" },
        runs: { type: "string", default: "3" },
        duration: { type: "string", default: "10" },
      },
    });
    const positive = (name) => {
      const n = Number(args[name]);
      if (Number.isInteger(n) && n >= 1) return n;
      throw new Error(`--${name} must be a positive integer, got "${args[name]}"`);
    };
    return { args, RUNS: positive("runs"), DURATION: positive("duration") };
  } catch (err) {
    console.error(`[bench] ${err.message}`);
    process.exit(2);
  }
}

const log = (...parts) => console.error("[bench]", ...parts);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- process lifecycle: everything we start is registered here and torn down on exit/error/signal.
const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      log("cleanup error:", err.message);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    log(`${signal}: stopping servers…`);
    await cleanup();
    process.exit(130);
  });
}

/**
 * Spawns a server in its own process group (npx → next has children) and registers its teardown:
 * SIGTERM to the group, SIGKILL after 5 s, and a synchronous SIGKILL if we exit some other way.
 */
function spawnServer(cmd, cmdArgs, stdio) {
  const child = spawn(cmd, cmdArgs, { cwd: ROOT, detached: true, stdio });
  const killGroup = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  const lastResort = () => killGroup("SIGKILL");
  process.on("exit", lastResort);
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", () => r(true)));
      killGroup("SIGTERM");
      if (!(await Promise.race([exited, sleep(5000)]))) killGroup("SIGKILL");
    }
    process.off("exit", lastResort);
  });
  return child;
}

function runInherit(cmd, cmdArgs) {
  return new Promise((resolve, reject) => {
    // stdout goes to our stderr (here and for servers) so that stdout carries only the Markdown.
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, stdio: ["inherit", 2, 2] });
    child.on("error", reject);
    child.on("exit", (code, sig) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${cmdArgs.join(" ")} failed (${sig ?? code})`)),
    );
  });
}

async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function startNext() {
  if (await isUp(`${BASE}/`))
    throw new Error(`something already answers on ${BASE}; set BENCH_PORT`);
  log(`starting next start on ${BASE}`);
  // The production server exactly as `npm start` runs it, with a fresh embedded backend.
  process.env.STANDIN_DATA_DIR ??= ".data/bench";
  process.env.STANDIN_PORT ??= "54398";
  const nextArgs = [
    "scripts/with-backend.mjs",
    "--fresh",
    "next",
    "start",
    "-p",
    String(PORT),
    "-H",
    HOST,
  ];
  const child = spawnServer(process.execPath, nextArgs, ["ignore", 2, 2]);
  const deadline = Date.now() + 60_000;
  let status = 0;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`next start exited with ${child.exitCode} (did the build run?)`);
    if ((status = await isUp(`${BASE}/`)) === 200) return child;
    await sleep(300);
  }
  throw new Error(
    `next start did not answer 200 on ${BASE}/ within 60 s (last: ${status || "no answer"})`,
  );
}

async function readRoutes() {
  if (args.routes)
    return args.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean);
  // content/routes.ts is TypeScript, which Node 20 can't import, so read its `path: "/…"` entries by regex.
  const text = await readFile(join(ROOT, "content/routes.ts"), "utf8");
  const routes = [...new Set([...text.matchAll(/path: "(\/[^"]*)"/g)].map((m) => m[1]))];
  if (!routes.length) throw new Error("no routes found in content/routes.ts");
  return routes;
}

// ---- Lighthouse
const score = (lhr, id) =>
  lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

function summarise(lhr) {
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
    cls: metric(lhr, "cumulative-layout-shift"),
    tbtMs: metric(lhr, "total-blocking-time"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    fcpMs: metric(lhr, "first-contentful-paint"),
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

const fmt = (v, f = String) => (v == null ? "n/a" : f(v));
const fmtCls = (v) => fmt(v, (x) => x.toFixed(3));
const fmtMs = (v) => fmt(v, Math.round);

function budgetFailures(m) {
  if (m.runtimeError) return [`Lighthouse error ${m.runtimeError.split(":")[0]}`];
  const fails = [];
  for (const id of CATEGORIES) {
    if (m[id] == null || m[id] < BUDGET[id]) {
      // Performance misses are explained by the metrics columns; for the others name the audits.
      const why =
        id === "performance" || !m.lostPoints[id].length ? "" : ` (${m.lostPoints[id].join(", ")})`;
      fails.push(`${id} ${fmt(m[id])}${why}`);
    }
  }
  if (m.cls == null || m.cls > BUDGET.cls) fails.push(`CLS ${fmtCls(m.cls)}`);
  if (m.tbtMs == null || m.tbtMs > BUDGET.tbtMs) fails.push(`TBT ${fmtMs(m.tbtMs)} ms`);
  return fails;
}

async function runLighthouse(routes, chromePath) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "error",
  });
  cleanups.push(() => chrome.kill());
  // Default config = mobile emulation + simulated throttling; Lighthouse clears storage/cache before each run.
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  };
  const results = [];
  for (const [i, route] of routes.entries()) {
    const url = BASE + route;
    const status = await isUp(url); // also warms the server's caches, so run 1 isn't penalised for it
    log(`lighthouse ${i + 1}/${routes.length} ${route} (HTTP ${status || "error"})`);
    const runs = [];
    for (let r = 0; r < RUNS; r++) {
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const s = summarise(result.lhr);
      runs.push(s);
      log(
        `  run ${r + 1}/${RUNS}: perf ${fmt(s.performance)} CLS ${fmtCls(s.cls)} TBT ${fmtMs(s.tbtMs)} ms`,
      );
    }
    const median = medianRun(runs);
    const failures = budgetFailures(median);
    if (status !== 200) failures.unshift(`HTTP ${status || "error"}`);
    results.push({ route, url, httpStatus: status, median, failures, runs });
  }
  return results;
}

/**
 * Median of each figure on its own (scores and metrics), so one noisy run cannot pick a
 * combination of numbers that no run would show typically; runtime errors and lost points come
 * from the run closest to the median performance.
 */
function medianRun(runs) {
  const mid = (values) => {
    const known = values.filter((value) => value != null).toSorted((a, b) => a - b);
    return known.length ? known[Math.floor(known.length / 2)] : null;
  };
  const byPerf = runs.toSorted((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const typical = byPerf[Math.floor(byPerf.length / 2)];
  const median = { ...typical };
  for (const key of [
    "performance",
    "accessibility",
    "best-practices",
    "seo",
    "cls",
    "tbtMs",
    "lcpMs",
    "fcpMs",
  ]) {
    median[key] = mid(runs.map((run) => run[key]));
  }
  return median;
}

// ---- HTTP load
// A bare node:http server in its own process answering every request with the same bytes.
const STATIC_SERVER = `
const http = require("node:http"), fs = require("node:fs");
const [file, type] = process.argv.slice(1);
const body = fs.readFileSync(file);
http.createServer((req, res) => {
  res.writeHead(200, { "content-type": type, "content-length": body.length });
  res.end(body);
}).listen(0, "127.0.0.1", function () { process.stdout.write(this.address().port + "\\n"); });`;

async function startStaticServer(html, contentType) {
  const dir = await mkdtemp(join(tmpdir(), "bench-static-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, "index.html");
  await writeFile(file, html);
  const serverArgs = ["-e", STATIC_SERVER, file, contentType];
  const child = spawnServer(process.execPath, serverArgs, ["ignore", "pipe", 2]);
  const port = await new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`static server exited with ${code}`)));
    child.stdout.once("data", (d) => resolve(Number(String(d).trim())));
  });
  return `http://${HOST}:${port}/`;
}

async function loadTest(url, label) {
  const { default: autocannon } = await import("autocannon");
  log(`autocannon ${label}: ${url}, ${CONNECTIONS} connections, ${DURATION} s`);
  // The warm-up (JIT, server caches) is excluded from the figures.
  const warmup = { connections: CONNECTIONS, duration: WARMUP_S };
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, warmup });
  return {
    label,
    url,
    reqPerSec: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    totalRequests: r.requests.total,
    errors: r.errors, // includes timeouts
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    bytesPerSec: r.throughput.average,
  };
}

async function runLoad() {
  const nextUrl = `${BASE}/`;
  const res = await fetch(nextUrl);
  const html = await res.text();
  const contentType = res.headers.get("content-type") ?? "text/html; charset=utf-8";
  const next = await loadTest(nextUrl, "next start");
  const staticUrl = await startStaticServer(html, contentType);
  const bare = await loadTest(staticUrl, "static node:http");
  // The news API is the one dynamic read every visitor of /ai-updates polls.
  const news = await loadTest(`${BASE}/api/news`, "next start GET /api/news");
  return {
    news,
    connections: CONNECTIONS,
    durationS: DURATION,
    warmupS: WARMUP_S,
    htmlBytes: Buffer.byteLength(html),
    next,
    static: bare,
    ratio: next.reqPerSec / bare.reqPerSec,
  };
}

// ---- report
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

function toMarkdown(report) {
  const { meta, lighthouse: lh, load } = report;
  const out = [
    `# Bench — ${meta.date}`,
    "",
    `Node ${meta.node} · ${meta.chromium ?? "Chromium n/a"} · commit ${meta.commit ?? "none"} · ` +
      `${meta.cpus} CPUs, load ${meta.loadAvg1mAtStart.toFixed(2)} at start`,
    "",
  ];
  if (lh) {
    out.push(
      `## Lighthouse (mobile preset, simulated throttling, median of ${meta.runs} runs per figure)`,
      "",
      `Budget: perf ≥ ${BUDGET.performance}, a11y/bp/SEO = 100, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms`,
      "",
      "| route | perf | a11y | bp | seo | CLS | TBT ms | LCP s | budget ok |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    );
    for (const { route, median: m, failures } of lh) {
      const ok = failures.length ? `❌ ${failures.join(", ")}` : "✅";
      const lcp = fmt(m.lcpMs, (v) => (v / 1000).toFixed(2));
      const cells = [route, ...CATEGORIES.map((id) => fmt(m[id])), fmtCls(m.cls), fmtMs(m.tbtMs)];
      cells.push(lcp, ok);
      out.push(`| ${cells.join(" | ")} |`);
    }
    out.push("");
  }
  if (load) {
    out.push(
      `## HTTP load (autocannon, ${load.connections} connections, ${load.durationS} s after ${load.warmupS} s warm-up, GET /, ${load.htmlBytes} B HTML)`,
      "",
      "| server | req/s | p50 ms | p99 ms | errors | non-2xx |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const r of [load.next, load.static]) {
      out.push(
        `| ${r.label} | ${Math.round(r.reqPerSec)} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} | ${r.non2xx} |`,
      );
    }
    out.push("", `next/static req/s ratio: **${load.ratio.toFixed(2)}**`, "");
    if (load.news) {
      const r = load.news;
      out.push(
        `GET /api/news (same load): ${Math.round(r.reqPerSec)} req/s, p50 ${r.latencyP50Ms} ms, ` +
          `p99 ${r.latencyP99Ms} ms, ${r.errors} errors, ${r.non2xx} non-2xx`,
        "",
      );
    }
  }
  if (report.auth) {
    const { samples, signupMedianMs, loginMedianMs } = report.auth;
    out.push(
      `## Accounts on the embedded backend (median of ${samples}, through /supabase)`,
      "",
      `sign-up ${signupMedianMs.toFixed(1)} ms · log-in ${loginMedianMs.toFixed(1)} ms`,
      "",
    );
  }
  if (report.warning) out.push(`**Warning:** ${report.warning}`, "");
  out.push(`Budget: ${report.budgetOk ? "✅ met" : "❌ failed"}`);
  return out.join("\n") + "\n";
}

// ---- Account latency
// Sign-up and log-in against the embedded backend through the site's own /supabase gateway, as
// the browser reaches it: bcrypt hashing dominates, so this tracks the backend, not the network.
const EMBEDDED_KEY = "embedded-publishable-key";

async function runAuthLatency(samples = 20) {
  const headers = {
    apikey: EMBEDDED_KEY,
    authorization: `Bearer ${EMBEDDED_KEY}`,
    "content-type": "application/json",
  };
  const timed = async (path, body) => {
    const started = performance.now();
    const response = await fetch(`${BASE}/supabase/auth/v1/${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  const signup = [];
  const login = [];
  for (let i = 0; i < samples; i++) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    signup.push(
      await timed("signup", { email, password: "bench-password", data: { full_name: "Bench" } }),
    );
    login.push(await timed("token?grant_type=password", { email, password: "bench-password" }));
  }
  const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
  return { samples, signupMedianMs: median(signup), loginMedianMs: median(login) };
}

async function main() {
  process.chdir(ROOT);
  const routes = args["skip-lighthouse"] ? [] : await readRoutes();
  const chromePath = args["skip-lighthouse"] ? null : await findChromium();
  if (!args["no-build"]) {
    log("npm run build");
    await runInherit("npm", ["run", "build"]);
  }
  const report = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      chromium: chromePath ? tryExec(chromePath, ["--version"]) : null,
      commit: tryExec("git", ["rev-parse", "--short", "HEAD"]),
      base: BASE,
      runs: RUNS,
      // Load figures are only comparable on an otherwise idle machine; this records how idle it was.
      cpus: availableParallelism(),
      loadAvg1mAtStart: loadavg()[0],
    },
    budget: BUDGET,
    lighthouse: null,
    load: null,
    budgetOk: true,
  };
  // A rebuild while `next start` serves the old build makes its chunks 404 (console errors, bad scores).
  const buildId = () => readFile(join(ROOT, ".next/BUILD_ID"), "utf8").catch(() => null);
  const startBuildId = await buildId();
  if (!args["skip-lighthouse"] || !args["skip-load"]) await startNext();
  if (!args["skip-lighthouse"]) {
    report.lighthouse = await runLighthouse(routes, chromePath);
    report.budgetOk = report.lighthouse.every((r) => r.failures.length === 0);
  }
  if (!args["skip-load"]) {
    report.load = await runLoad();
    report.auth = await runAuthLatency();
  }
  await cleanup();
  if ((await buildId()) !== startBuildId) {
    report.warning = ".next was rebuilt during the bench: results are unreliable, run it again";
    log(report.warning);
  }

  const md = toMarkdown(report);
  await mkdir(join(ROOT, "bench-results"), { recursive: true });
  await writeFile(join(ROOT, "bench-results/latest.json"), JSON.stringify(report, null, 2) + "\n");
  await writeFile(join(ROOT, "bench-results/latest.md"), md);
  process.stdout.write(md);
  return report.budgetOk || args["no-fail"] ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error("[bench] failed:", err.stack ?? err);
    await cleanup();
    process.exit(2);
  },
);
