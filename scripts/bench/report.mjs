// The bench's one report writer: bench-results/latest.{json,md}.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { BUDGET, KB, overFloor, PRESET_BUDGETS } from "./budgets.mjs";
import { ROOT } from "./processes.mjs";

const num = (digits) => (value) => (value == null ? "n/a" : value.toFixed(digits));
const int = num(0);
const secs = (ms) => (ms == null ? "n/a" : (ms / 1000).toFixed(2));
const withRange = (format, m, range, key) =>
  range?.[key] && range[key][0] !== range[key][1]
    ? `${format(m[key])} (${format(range[key][0])}–${format(range[key][1])})`
    : format(m[key]);

/** A figure as a multiple of the floor's, with the floor's own figure beside it. */
function ratioCell(isFloor, floor, m, key) {
  if (isFloor || !floor) return "1.00";
  const format =
    key === "tbtMs" || key === "blockingMs" ? (ms) => `${int(ms)} ms` : (ms) => `${secs(ms)} s`;
  return `${num(2)(overFloor(m[key], floor.median[key]))} (floor ${format(floor.median[key])})`;
}

function lighthouseTable(floor, shape) {
  const { routes } = shape;
  const out = [
    `#### ${shape.label}: ${shape.served}`,
    "",
    "| route | perf | a11y | bp | seo | FCP s | LCP s | LCP ×floor | TBT ms | TBT ×floor | CLS | script KB | +floor KB | HTML KB | HTML sent KB | DOM | CPU index | budget |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const row of [floor, ...routes].filter(Boolean)) {
    const { median: m, range: r } = row;
    const isFloor = row === floor;
    const cells = [
      isFloor ? "**floor**" : row.route,
      withRange(int, m, r, "performance"),
      int(m.accessibility),
      int(m["best-practices"]),
      int(m.seo),
      secs(m.fcpMs),
      withRange(secs, m, r, "lcpMs"),
      ratioCell(isFloor, floor, m, "lcpMs"),
      withRange(int, m, r, "tbtMs"),
      ratioCell(isFloor, floor, m, "tbtMs"),
      num(3)(m.cls),
      num(1)(m.scriptKb),
      isFloor || !floor ? "–" : num(1)(m.scriptKb - floor.median.scriptKb),
      num(1)(m.htmlBytes == null ? null : m.htmlBytes / KB),
      num(1)(m.htmlTransferBytes == null ? null : m.htmlTransferBytes / KB),
      int(m.domSize),
      withRange(int, m, r, "benchmarkIndex"),
      isFloor ? "" : row.failures.length ? `❌ ${row.failures.join(", ")}` : "✅",
    ];
    out.push(`| ${cells.join(" | ")} |`);
  }
  out.push("", "LCP elements (run nearest the median):", "");
  for (const row of [floor, ...routes].filter(Boolean)) {
    const element = row.median.lcpElement;
    const text = element
      ? `\`${(element.selector ?? element.snippet).replaceAll("|", "\\|")}\``
      : "n/a";
    out.push(`- ${row === floor ? "floor" : row.route}: ${text}`);
  }
  out.push("");
  return out;
}

/** The shapes side by side, route by route: LCP, TBT, performance and script in each. */
function shapesTable(shapes) {
  const heads = shapes.flatMap((shape) =>
    ["LCP s", "TBT ms", "perf", "script KB"].map((figure) => `${shape.label} ${figure}`),
  );
  const out = [
    "#### The shapes side by side (medians)",
    "",
    `| route | ${heads.join(" | ")} |`,
    `| --- | ${heads.map(() => "---:").join(" | ")} |`,
  ];
  for (const [i, { route }] of shapes[0].routes.entries()) {
    const cells = shapes.flatMap(({ routes }) => {
      const m = routes[i].median;
      const mark = routes[i].failures.length ? " ❌" : "";
      return [secs(m.lcpMs) + mark, int(m.tbtMs), int(m.performance), num(1)(m.scriptKb)];
    });
    out.push(`| ${route} | ${cells.join(" | ")} |`);
  }
  out.push("");
  return out;
}

/** One method's budget in words, from the preset's (scripts/bench/budgets.mjs). */
function budgetText(budget) {
  const parts = [];
  if (budget.performance != null) parts.push(`perf ≥ ${budget.performance}`);
  if (budget.accessibility != null) parts.push("a11y/bp/SEO = 100");
  if (budget.cls != null) parts.push(`CLS ≤ ${budget.cls}`);
  const names = { lcp: "LCP", tbt: "TBT", hydrated: "hydrated", blocking: "blocking time" };
  for (const [base, name] of Object.entries(names)) {
    if (budget[`${base}Ms`] != null) parts.push(`${name} ≤ ${budget[`${base}Ms`]} ms`);
    if (budget[`${base}OverFloor`] != null)
      parts.push(`${name} ≤ ${budget[`${base}OverFloor`]}× floor`);
  }
  if (budget.scriptOverFloorKb != null)
    parts.push(
      `script ≤ floor + ${budget.scriptOverFloorKb} KB (+${budget.formScriptOverFloorKb} KB on forms)`,
    );
  if (budget.homeHtmlTransferBytes != null)
    parts.push(
      `HTML of / ≤ ${budget.homeHtmlTransferBytes / KB} KB sent (compressed, stylesheet inlined)`,
    );
  return parts.join(", ");
}

function lighthouseSection(meta, preset) {
  const { floor, shapes } = preset.lighthouse;
  const out = [
    `### Lighthouse (mobile preset's network, CPU slowdown ${num(2)(preset.cpuSlowdown)}×, simulated; fresh browser and profile per run, median (min–max) of ${meta.runs})`,
    "",
    `Budget: ${budgetText(PRESET_BUDGETS[preset.id].lighthouse)}. ` +
      "The floor is an empty Next.js page from the same node_modules (plain `next start`, its own gzip). " +
      "Every round measures the floor and then each route in every shape in turn, so a busy machine " +
      "slows them all alike. CPU index is Lighthouse's own benchmark of the machine at each run, " +
      "against the index the slowdown was set from.",
    "",
  ];
  if (shapes.length > 1) out.push(...shapesTable(shapes));
  for (const shape of shapes) out.push(...lighthouseTable(floor, shape));
  return out;
}

/** Applied throttling: each route's medians beside the floor's, in every shape. */
function phoneSection(meta, preset) {
  const { floor, shapes } = preset.phone;
  const { phone } = meta;
  const ratio = (m, key) => ratioCell(false, floor, m, key);
  const heads = shapes.flatMap((shape) =>
    [
      "paint s",
      "LCP s",
      "LCP ×floor",
      "hydrated s",
      "hydrated ×floor",
      "blocking ms",
      "blocking ×floor",
    ].map((figure) => `${shape.label} ${figure}`),
  );
  const out = [
    `### A phone's load under applied throttling (CPU slowdown ${num(2)(preset.cpuSlowdown)}×, ${phone.rttMs} ms RTT, ` +
      `${phone.downKbps / 1000} Mbps down, ${phone.viewport.width} × ${phone.viewport.height}; ` +
      `fresh browser per run; median of ${meta.phoneRuns})`,
    "",
    `Browser: ${meta.phoneBrowser ?? "n/a"} (the headless shell: the same renderer as the full browser).`,
    "",
    `Budget per route, against the floor in the same rounds: ${budgetText(PRESET_BUDGETS[preset.id].phone)} ` +
      "(hydrated: `<html data-interactive>`; blocking time: long tasks beyond 50 ms from the first " +
      "paint to half a second after hydrated, as the throttled browser ran them).",
    "",
    `| route | ${heads.join(" | ")} | budget |`,
    `| --- | ${heads.map(() => "---:").join(" | ")} | --- |`,
  ];
  if (floor) {
    const m = floor.median;
    const cells = shapes.flatMap(() => [
      secs(m.firstPaintMs),
      secs(m.lcpMs),
      "1.00",
      secs(m.hydratedMs),
      "1.00",
      num(0)(m.blockingMs),
      "1.00",
    ]);
    out.push(`| **floor** | ${cells.join(" | ")} | |`);
  }
  for (const [i, { route }] of shapes[0].routes.entries()) {
    const rows = shapes.map(({ routes }) => routes[i]);
    const cells = rows.flatMap(({ median: m }) => [
      secs(m.firstPaintMs),
      secs(m.lcpMs),
      ratio(m, "lcpMs"),
      secs(m.hydratedMs),
      ratio(m, "hydratedMs"),
      num(0)(m.blockingMs),
      ratio(m, "blockingMs"),
    ]);
    const failures = rows.flatMap((row) => row.failures);
    out.push(
      `| ${route} | ${cells.join(" | ")} | ${failures.length ? `❌ ${failures.join(", ")}` : "✅"} |`,
    );
  }
  out.push("");
  return out;
}

function loadTable(load) {
  const out = [
    `## HTTP load on GET / (autocannon, ${load.connections} connections, gzip, ${load.durationS} s after ${load.warmupS} s warm-up, ${load.htmlBytes} B HTML)`,
    "",
    "| server | req/s | p50 ms | p99 ms | errors | non-2xx | ×static |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of [load.next, load.nginx, load.static]) {
    const ratio = r.reqPerSec / load.static.reqPerSec;
    out.push(
      `| ${r.label} | ${Math.round(r.reqPerSec)} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} | ${r.non2xx} | ${ratio.toFixed(2)} |`,
    );
  }
  out.push(
    "",
    `Budget: nginx ≥ ${BUDGET.nginxOverStatic}× static, 0 errors. nginx cache on the second GET /: ${load.nginxCache ?? "none"}.`,
    "",
    `GET /api/news on the site server (same load): ${Math.round(load.news.reqPerSec)} req/s, ` +
      `p50 ${load.news.latencyP50Ms} ms, p99 ${load.news.latencyP99Ms} ms, ${load.news.errors} errors, ${load.news.non2xx} non-2xx`,
    "",
  );
  return out;
}

/** Request paths on PostgreSQL, empty and at scale, and the burst. */
function scaleSection(scale) {
  const ms = num(1);
  const out = [
    `## Scale and burst (PostgreSQL)`,
    "",
    `Sequential requests from one keep-alive client, ${scale.samples} timed after ${scale.warmup} untimed, ` +
      `first on the empty database, then with ${scale.rows} rows in every growing table ` +
      `(written with SQL). Budget: p95 at ${scale.rows} rows ≤ ${BUDGET.scaleP95OverEmpty}× p95 empty.`,
    "",
    `| path | p50 ms empty | p95 ms empty | p50 ms at ${scale.rows} | p95 ms at ${scale.rows} | ratio | budget |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const path of scale.paths) {
    const ok = path.ratio <= BUDGET.scaleP95OverEmpty;
    out.push(
      `| ${path.label} | ${ms(path.empty.p50Ms)} | ${ms(path.empty.p95Ms)} | ${ms(path.loaded.p50Ms)} | ` +
        `${ms(path.loaded.p95Ms)} | ${num(2)(path.ratio)} | ${ok ? "✅" : "❌"} |`,
    );
  }
  const { burst } = scale;
  out.push(
    "",
    `Burst, at ${scale.rows} rows: ${burst.signupsInFlight} sign-ups always in flight ` +
      `(${burst.signups.samples} done in ${num(1)(burst.seconds)} s, p50 ${ms(burst.signups.p50Ms)} ms, ` +
      `p95 ${ms(burst.signups.p95Ms)} ms) while these are timed one after another. ` +
      `Budget: p95 ≤ ${BUDGET.burstP95Ms} ms.`,
    "",
    "| path | p50 ms | p95 ms | max ms | budget |",
    "| --- | ---: | ---: | ---: | --- |",
  );
  for (const figure of [burst.health, burst.subscribe]) {
    const ok = figure.p95Ms <= BUDGET.burstP95Ms;
    out.push(
      `| ${figure.label} | ${ms(figure.p50Ms)} | ${ms(figure.p95Ms)} | ${ms(figure.maxMs)} | ${ok ? "✅" : "❌"} |`,
    );
  }
  out.push(
    "",
    `One-minute load average: ${num(2)(scale.loadAverage.start)} at the start, ` +
      `${num(2)(scale.loadAverage.empty)} after the empty run, ${num(2)(scale.loadAverage.loaded)} ` +
      `after the run at ${scale.rows} rows, ${num(2)(scale.loadAverage.burst)} after the burst.`,
    "",
  );
  return out;
}

/** The host's index and what each preset made of it. */
function calibrationSection({ calibration, presets }) {
  const out = [
    "## Calibration",
    "",
    `Host benchmark index ${int(calibration.benchmarkIndex)} (Lighthouse's \`computeBenchmarkIndex\` in a fresh ` +
      `headless page, median of ${calibration.samples.map(int).join(", ")}). CPU slowdown = host index ÷ ` +
      "the device's (never under 1), for both methods.",
    "",
    "| preset | target index | CPU slowdown |",
    "| --- | ---: | ---: |",
    ...presets.map((p) => `| ${p.label} | ${p.targetIndex} | ${num(2)(p.cpuSlowdown)}× |`),
    "",
  ];
  return out;
}

/** The 1, 5 and 15 minute load averages. */
const loads = (averages) => averages.map((v) => v.toFixed(2)).join(" / ");

export function toMarkdown(report) {
  const { meta } = report;
  const out = [
    `# Bench — ${meta.date}`,
    "",
    `Node ${meta.node} · ${meta.chromium ?? "Chromium n/a"} · Lighthouse ${meta.lighthouse ?? "n/a"} · ` +
      `commit ${meta.commit ?? "none"} · ${meta.cpus} CPUs, load average ${loads(meta.loadAvgAtStart)} at start` +
      (meta.loadAvgAtMeasure
        ? `, ${loads(meta.loadAvgAtMeasure)} when the pages were first measured`
        : ""),
    "",
  ];
  if (report.calibration) out.push(...calibrationSection(report));
  for (const preset of report.presets) {
    out.push(
      `## ${preset.label}: target index ${preset.targetIndex}, CPU slowdown ${num(2)(preset.cpuSlowdown)}×`,
      "",
    );
    if (preset.lighthouse) out.push(...lighthouseSection(meta, preset));
    if (preset.phone) out.push(...phoneSection(meta, preset));
  }
  if (report.load) out.push(...loadTable(report.load));
  if (report.auth) {
    const { samples, signupMedianMs, loginMedianMs } = report.auth;
    out.push(
      `## Accounts on the embedded backend (median of ${samples}, through /supabase)`,
      "",
      `sign-up ${signupMedianMs.toFixed(1)} ms · log-in ${loginMedianMs.toFixed(1)} ms`,
      "",
    );
  }
  if (report.scale) out.push(...scaleSection(report.scale));
  for (const warning of report.warnings) out.push(`**Warning:** ${warning}`, "");
  out.push(`Budget: ${report.budgetOk ? "✅ met" : `❌ failed (${report.failures.join("; ")})`}`);
  return out.join("\n") + "\n";
}

/** Writes bench-results/<name>.{json,md} (`latest` for the whole bench) and returns the Markdown. */
export async function writeReport(report, name = "latest") {
  const md = toMarkdown(report);
  await mkdir(join(ROOT, "bench-results"), { recursive: true });
  await writeFile(join(ROOT, `bench-results/${name}.json`), JSON.stringify(report, null, 2) + "\n");
  await writeFile(join(ROOT, `bench-results/${name}.md`), md);
  return md;
}
