#!/usr/bin/env node
// Scale and burst on PostgreSQL: the production build served by `next start` through
// scripts/with-backend.mjs, its embedded backend on a throw-away PostgreSQL server. Each request
// path is timed with sequential requests from this process (fetch, keep-alive) on the empty
// database, then again once every growing table holds `--rows` rows (scripts/bench/scale-rows.mjs);
// then, on the loaded database, /api/health and a subscribe while 10 sign-ups are always in flight.
//
//   npm run bench:scale [-- --no-build] [--rows 100000] [--samples 200] [--warmup 20] [--no-fail]
//
// Alone it writes bench-results/scale.{json,md}; `npm run bench` runs it as a phase
// (`--skip-scale`, `--scale-rows`) into bench-results/latest.*. Server output goes to
// .data/bench-scale.log. Exit: 0 budget met, 1 budget failed (unless --no-fail), 2 the bench broke.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { startTestPostgres } from "../lib/postgres.mjs";
import { waitForHttp } from "../lib/wait-for-http.mjs";
import { scaleFailures } from "./budgets.mjs";
import {
  cleanup,
  freePort,
  HOST,
  log,
  onCleanup,
  ROOT,
  runBench,
  runInherit,
  spawnServer,
} from "./processes.mjs";
import { writeReport } from "./report.mjs";
import { loadRows, prepareLeavers, runSql } from "./scale-rows.mjs";

const DATA_DIR = ".data/bench-scale";
const LOG_FILE = `${DATA_DIR}.log`;
const PASSWORD = "bench-password-1234";
/** Sign-ups kept in flight during the burst. */
export const BURST_SIGNUPS = 10;

/**
 * The site-wide ceilings (private.rate_limit_ceilings) count every subscribe and contact message
 * of the hour: the bench sends more than a real hour would, so its throw-away database lifts them.
 * The per-client limits stay; each request comes from a network of its own, as a crowd's would.
 */
const LIFT_CEILINGS = `update private.rate_limit_ceilings set max_hits = 1000000000`;

/** Each request from a new IPv6 /64, so no per-client limit counts two of them together. */
function addresses() {
  let n = randomInt(0, 1 << 20) << 10;
  return () => {
    n += 1;
    const hex = (value) => (value & 0xffff).toString(16);
    return `2001:db8:${hex(n >>> 16)}:${hex(n)}::1`;
  };
}

async function startServers() {
  const postgres = await startTestPostgres();
  onCleanup(() => postgres.stop());
  const [port, backendPort] = [await freePort(), await freePort()];
  const base = `http://${HOST}:${port}`;
  mkdirSync(join(ROOT, ".data"), { recursive: true });
  const out = openSync(join(ROOT, LOG_FILE), "w");
  onCleanup(() => closeSync(out));
  log(`scale: PostgreSQL on ${postgres.port}, the site on ${base} (server log: ${LOG_FILE})`);
  const child = spawnServer(
    process.execPath,
    ["scripts/with-backend.mjs", "--fresh", "next", "start", "-p", String(port), "-H", HOST],
    {
      stdio: ["ignore", out, out],
      env: {
        SUPABASE_DB_URL: postgres.url,
        EMBEDDED_DATA_DIR: DATA_DIR,
        EMBEDDED_PORT: String(backendPort),
        // Hundreds of sign-ups within the hour, as the form ceilings lifted below.
        EMBEDDED_RATE_LIMIT_SIGN_UPS_SITE_WIDE: "100000",
      },
    },
  );
  await waitForHttp(`${base}/api/health`, child, `the site server (see ${LOG_FILE})`, 120_000);
  const backend = JSON.parse(await readFile(join(ROOT, `${DATA_DIR}.ready.json`), "utf8"));
  await runSql(postgres.url, LIFT_CEILINGS);
  return { base, backend, dbUrl: postgres.url };
}

/** Fetches and reads the whole answer; a status not `expected` stops the bench. */
async function call(url, init, expected, label) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (!expected.includes(response.status)) {
    throw new Error(`${label} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return body;
}

/** A POST to the backend's auth API through the site's /supabase gateway, from a new network. */
function authPost(ctx, path, body, label) {
  return call(
    `${ctx.base}/supabase/auth/v1/${path}`,
    {
      method: "POST",
      headers: {
        apikey: ctx.backend.anonKey,
        authorization: `Bearer ${ctx.backend.anonKey}`,
        "content-type": "application/json",
        "x-forwarded-for": ctx.address(),
      },
      body: JSON.stringify(body),
    },
    [200],
    label,
  );
}

/** A form's JSON post as the site's own script sends it, from a new network. */
function formPost(ctx, path, body, label) {
  return call(
    `${ctx.base}${path}`,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ctx.base,
        "x-forwarded-for": ctx.address(),
      },
      body: JSON.stringify(body),
    },
    [201],
    label,
  );
}

/** The request paths, each one request per call. */
function requestPaths(ctx) {
  const { base, backend } = ctx;
  const serviceHeaders = {
    apikey: backend.serviceRoleKey,
    authorization: `Bearer ${backend.serviceRoleKey}`,
    "content-type": "application/json",
  };
  const get = (path, label = `GET ${path}`) => call(`${base}${path}`, {}, [200], label);
  return [
    {
      id: "health",
      label: "GET /api/health",
      run: () => get("/api/health"),
    },
    {
      id: "news",
      label: "GET /api/news",
      run: () => get("/api/news"),
    },
    {
      id: "login-page",
      label: "GET /login (rendered per request)",
      run: () => get("/login"),
    },
    {
      id: "subscribe",
      label: "POST /api/subscribe",
      run: () =>
        formPost(
          ctx,
          "/api/subscribe",
          { email: ctx.email("reader"), source: "newsletter" },
          "subscribe",
        ),
    },
    {
      id: "contact",
      label: "POST /api/contact",
      run: () =>
        formPost(
          ctx,
          "/api/contact",
          {
            name: "Bench Visitor",
            email: ctx.email("visitor"),
            subject: "Enterprise plans",
            message: "Hello, could someone tell me more about the enterprise plan?",
          },
          "contact",
        ),
    },
    {
      id: "signup",
      label: "POST /supabase/auth/v1/signup",
      run: () =>
        authPost(
          ctx,
          "signup",
          { email: ctx.email("member"), password: PASSWORD, data: { full_name: "Bench Member" } },
          "sign-up",
        ),
    },
    {
      id: "signin",
      label: "POST /supabase/auth/v1/token (password)",
      run: () =>
        authPost(
          ctx,
          "token?grant_type=password",
          { email: ctx.member.email, password: PASSWORD },
          "sign-in",
        ),
    },
    {
      id: "user",
      label: "GET /supabase/auth/v1/user",
      run: () =>
        call(
          `${base}/supabase/auth/v1/user`,
          {
            headers: {
              apikey: backend.anonKey,
              authorization: `Bearer ${ctx.member.accessToken}`,
            },
          },
          [200],
          "GET /user",
        ),
    },
    {
      id: "delete-account",
      label: "account deletion (erase_address + admin delete)",
      // As the site's deletion does it, server to backend with the secret key.
      run: async () => {
        const leaver = ctx.leavers.pop();
        await call(
          `${backend.url}/rest/v1/rpc/erase_address`,
          {
            method: "POST",
            headers: serviceHeaders,
            body: JSON.stringify({ email: leaver.email }),
          },
          [200, 204],
          "erase_address",
        );
        await call(
          `${backend.url}/auth/v1/admin/users/${leaver.id}`,
          { method: "DELETE", headers: serviceHeaders },
          [200, 204],
          "admin delete",
        );
      },
    },
  ];
}

/** Nearest-rank percentile of ascending `sorted`. */
const percentile = (sorted, p) => sorted[Math.max(Math.ceil(p * sorted.length) - 1, 0)];

function summary(times) {
  const sorted = times.toSorted((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted.at(-1)),
  };
}

/** `warmup` untimed requests, then `samples` timed ones, one after another. */
async function timeSequential(run, { warmup, samples }) {
  for (let i = 0; i < warmup; i++) await run();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return summary(times);
}

/** A member to sign in as, and the access token `GET /user` presents. */
async function newMember(ctx) {
  const email = ctx.email("signin");
  await authPost(ctx, "signup", { email, password: PASSWORD }, "sign-up");
  const credentials = { email, password: PASSWORD };
  const body = await authPost(ctx, "token?grant_type=password", credentials, "sign-in");
  return { email, accessToken: JSON.parse(body).access_token };
}

async function measurePaths(ctx, phase, counts) {
  const paths = requestPaths(ctx);
  ctx.member = await newMember(ctx);
  ctx.leavers = await prepareLeavers(ctx.dbUrl, phase, counts.warmup + counts.samples);
  const results = {};
  for (const path of paths) {
    results[path.id] = { label: path.label, ...(await timeSequential(path.run, counts)) };
    log(
      `scale ${phase}: ${path.label} p50 ${results[path.id].p50Ms} ms p95 ${results[path.id].p95Ms} ms`,
    );
  }
  return results;
}

/**
 * Sign-ups kept in flight (each one finished starts the next) while /api/health and a subscribe
 * are timed one after another.
 */
async function measureBurst(ctx, counts) {
  const paths = Object.fromEntries(requestPaths(ctx).map((path) => [path.id, path]));
  let running = true;
  let failure = null;
  const signups = [];
  const started = performance.now();
  const loop = async () => {
    while (running) {
      const begun = performance.now();
      try {
        await paths.signup.run();
      } catch (error) {
        failure ??= error;
        running = false;
        return;
      }
      signups.push(performance.now() - begun);
    }
  };
  const loops = Array.from({ length: BURST_SIGNUPS }, loop);
  const timed = async (id) => {
    const result = await timeSequential(async () => {
      if (failure) throw failure;
      await paths[id].run();
    }, counts);
    log(`scale burst: ${paths[id].label} p50 ${result.p50Ms} ms p95 ${result.p95Ms} ms`);
    return { label: paths[id].label, ...result };
  };
  try {
    const health = await timed("health");
    const subscribe = await timed("subscribe");
    return {
      health,
      subscribe,
      signupsInFlight: BURST_SIGNUPS,
      signups: summary(signups),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    running = false;
    await Promise.all(loops);
    if (failure) throw failure;
  }
}

/**
 * The whole scale phase; stops every server the bench registered when it ends. `rows` per growing
 * table; `samples` timed requests per path after `warmup` untimed ones.
 */
export async function runScale({ rows, samples = 200, warmup = 20 }) {
  const counts = { samples, warmup };
  // The machine's one-minute load after each step: the figures are only as steady as it was.
  const loadAverage = { start: loadavg()[0] };
  const address = addresses();
  let emails = 0;
  const runId = Date.now().toString(36);
  try {
    const servers = await startServers();
    const ctx = {
      ...servers,
      address,
      email: (kind) => `${kind}-${runId}-${++emails}@example.com`,
    };
    const empty = await measurePaths(ctx, "empty", counts);
    loadAverage.empty = loadavg()[0];
    log(`scale: loading ${rows} rows into every growing table`);
    const loaded = await loadRows(ctx.dbUrl, rows);
    const full = await measurePaths(ctx, "loaded", counts);
    loadAverage.loaded = loadavg()[0];
    const burst = await measureBurst(ctx, counts);
    loadAverage.burst = loadavg()[0];
    const paths = Object.keys(empty).map((id) => ({
      id,
      label: empty[id].label,
      empty: empty[id],
      loaded: full[id],
      ratio: Math.round((full[id].p95Ms / empty[id].p95Ms) * 100) / 100,
    }));
    const result = {
      rows,
      samples,
      warmup,
      loaded,
      paths,
      burst,
      loadAverage,
    };
    result.failures = scaleFailures(result);
    return result;
  } finally {
    await cleanup();
  }
}

function readArgs() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      "no-fail": { type: "boolean", default: false },
      rows: { type: "string", default: "100000" },
      samples: { type: "string", default: "200" },
      warmup: { type: "string", default: "20" },
    },
  });
  const count = (name, min) => {
    const n = Number(values[name]);
    if (Number.isInteger(n) && n >= min) return n;
    throw new Error(`--${name} must be an integer of at least ${min}, got "${values[name]}"`);
  };
  return {
    ...values,
    rows: count("rows", 1),
    samples: count("samples", 1),
    warmup: count("warmup", 0),
  };
}

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const args = readArgs();
  process.chdir(ROOT);
  if (!args["no-build"]) {
    log("npm run build");
    await runInherit("npm", ["run", "build"]);
  }
  const report = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      commit: gitCommit(),
      cpus: availableParallelism(),
      loadAvgAtStart: loadavg(),
    },
    scale: await runScale(args),
    warnings: [],
    failures: [],
  };
  report.failures.push(...report.scale.failures.map((failure) => `scale: ${failure}`));
  report.budgetOk = report.failures.length === 0;
  process.stdout.write(await writeReport(report, "scale"));
  return report.budgetOk || args["no-fail"] ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) runBench(main);
