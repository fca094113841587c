// The performance budgets, judged per route against the floor measured in the same run.
import { CATEGORIES } from "./lighthouse.mjs";

export const KB = 1024;

/**
 * What every page must meet whatever the phone: the categories besides performance, and the
 * bytes. Judged with the mid-tier preset's Lighthouse runs.
 */
const PAGE = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  /** Script transferred ≤ the floor's + this many KB; forms get more room. */
  scriptOverFloorKb: 35,
  formScriptOverFloorKb: 60,
  /**
   * The home page's document as the network carries it (compressed), with the stylesheet that is
   * inlined into it: what a first visit pays before anything paints.
   */
  homeHtmlTransferBytes: 40 * KB,
};

/**
 * The page budgets of each preset (scripts/bench/calibration.mjs), per method: `lighthouse` for
 * the simulated load, `phone` for the applied one (scripts/bench/phone.mjs). `…OverFloor` is a
 * multiple of the floor's figure measured in the same rounds; a budget left out is not judged.
 */
export const PRESET_BUDGETS = {
  mid: {
    lighthouse: {
      ...PAGE,
      performance: 95,
      cls: 0.02,
      lcpOverFloor: 1.5,
      tbtOverFloor: 1.3,
    },
    phone: { lcpOverFloor: 1.5, blockingOverFloor: 1.3, hydratedOverFloor: 1.25 },
  },
  // Core Web Vitals' "good" LCP, on the phones most visitors carry.
  low: {
    lighthouse: { lcpMs: 2500 },
    phone: { lcpMs: 2500, hydratedOverFloor: 1.25 },
  },
};

export const BUDGET = {
  /** nginx req/s ≥ this × the bare static server's. */
  nginxOverStatic: 0.8,
  /** On PostgreSQL, every request path's p95 with the growing tables full ≤ this × its p95 empty. */
  scaleP95OverEmpty: 1.5,
  /** /api/health and a subscribe, p95 in ms, while sign-ups are in flight (scripts/bench/scale.mjs). */
  burstP95Ms: 50,
};

export const FORM_ROUTES = new Set(["/login", "/signup", "/contact"]);
export const NOT_FOUND_ROUTE = "/bench-missing-page";
// The 404 page answers 404 and asks not to be indexed, as it should; SEO may not count those.
const EXPECTED_LOSSES = { [NOT_FOUND_ROUTE]: new Set(["http-status-code", "is-crawlable"]) };

/** The browser logs the 404 document itself as a console error; any other error still counts. */
function expectedLosses(route, median) {
  const expected = new Set(EXPECTED_LOSSES[route] ?? []);
  const errors = median.consoleErrors ?? [];
  if (route === NOT_FOUND_ROUTE && errors.length && errors.every((url) => url?.endsWith(route))) {
    expected.add("errors-in-console");
  }
  return expected;
}

const fixed = (digits) => (value) => (value == null ? "n/a" : value.toFixed(digits));

/** A figure as a multiple of the floor's (a floor of 0 ms counts as 1 ms). */
export const overFloor = (value, floorValue) => value / Math.max(floorValue, 1);

/**
 * The time budgets one method shares: `<key>OverFloor` (a multiple of the floor's figure) and
 * `<key>Ms` (a ceiling), for each figure named in `names` ({ lcpMs: "LCP", … }).
 */
function timeFailures(m, floor, budget, names, prefix = "") {
  const fails = [];
  for (const [key, name] of Object.entries(names)) {
    const base = key.replace(/Ms$/, "");
    const ceiling = budget[`${base}Ms`];
    if (ceiling != null && !(m[key] <= ceiling)) {
      fails.push(`${prefix}${name} ${fixed(0)(m[key])} ms > ${ceiling} ms`);
    }
    const limit = budget[`${base}OverFloor`];
    if (limit == null || !floor) continue;
    const ratio = overFloor(m[key], floor[key]);
    if (!(ratio <= limit)) fails.push(`${prefix}${name} ${fixed(2)(ratio)}× floor > ${limit}×`);
  }
  return fails;
}

/** A route's Lighthouse medians against `budget` (one preset's) and the floor's medians. */
export function routeFailures({ route, httpStatus, expectedStatus, median: m }, floor, budget) {
  if (httpStatus !== expectedStatus) return [`HTTP ${httpStatus || "error"}`];
  if (m.runtimeError) return [`Lighthouse error ${m.runtimeError.split(":")[0]}`];
  const fails = [];
  const expected = expectedLosses(route, m);
  for (const id of CATEGORIES.filter((category) => budget[category] != null)) {
    const lost = (m.lostPoints[id] ?? []).filter((audit) => !expected.has(audit));
    const excused = id !== "performance" && lost.length === 0;
    if ((m[id] == null || m[id] < budget[id]) && !excused) {
      fails.push(`${id} ${m[id] ?? "n/a"}${id === "performance" ? "" : ` (${lost.join(", ")})`}`);
    }
  }
  if (budget.cls != null && !(m.cls <= budget.cls)) fails.push(`CLS ${fixed(3)(m.cls)}`);
  if (
    budget.homeHtmlTransferBytes != null &&
    route === "/" &&
    !(m.htmlTransferBytes <= budget.homeHtmlTransferBytes)
  ) {
    fails.push(`HTML ${fixed(1)(m.htmlTransferBytes / KB)} KB transferred`);
  }
  fails.push(...timeFailures(m, floor, budget, { lcpMs: "LCP", tbtMs: "TBT" }));
  if (floor && budget.scriptOverFloorKb != null) {
    const room = FORM_ROUTES.has(route) ? budget.formScriptOverFloorKb : budget.scriptOverFloorKb;
    if (m.scriptKb > floor.scriptKb + room) {
      fails.push(`script +${fixed(0)(m.scriptKb - floor.scriptKb)} KB`);
    }
  }
  return fails;
}

/** A phone load's medians against `budget` (one preset's) and the floor's, from the same rounds. */
export function phoneFailures({ median: m }, floor, budget) {
  if (m.lcpMs == null || m.hydratedMs == null || m.blockingMs == null) {
    return ["phone figures missing"];
  }
  return timeFailures(
    m,
    floor,
    budget,
    { lcpMs: "LCP", hydratedMs: "hydrated", blockingMs: "blocking time" },
    "phone ",
  );
}

export function loadFailures(load) {
  const fails = [];
  if (load.nginxRatio < BUDGET.nginxOverStatic)
    fails.push(`nginx ${load.nginxRatio.toFixed(2)}× static`);
  const errors = load.nginx.errors + load.nginx.non2xx;
  if (errors) fails.push(`nginx ${errors} errors`);
  return fails;
}

/** Each path's p95 at scale against its p95 empty, and the burst's p95s against their ceiling. */
export function scaleFailures(scale) {
  const fails = [];
  for (const path of scale.paths) {
    if (!(path.ratio <= BUDGET.scaleP95OverEmpty))
      fails.push(`${path.label} p95 ${path.ratio.toFixed(2)}× empty at ${scale.rows} rows`);
  }
  for (const figure of [scale.burst.health, scale.burst.subscribe]) {
    if (!(figure.p95Ms <= BUDGET.burstP95Ms))
      fails.push(`${figure.label} p95 ${figure.p95Ms} ms during the sign-up burst`);
  }
  return fails;
}
