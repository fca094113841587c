// The performance budgets, judged per route against the floor measured in the same run.
import { CATEGORIES } from "./lighthouse.mjs";

export const KB = 1024;
export const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0.02,
  /** TBT ≤ this × the floor's TBT. */
  tbtOverFloor: 1.3,
  /** Script transferred ≤ the floor's + this many KB; forms get more room. */
  scriptOverFloorKb: 35,
  formScriptOverFloorKb: 60,
  /**
   * The home page's document as the network carries it (compressed), with the stylesheet that is
   * inlined into it: what a first visit pays before anything paints.
   */
  homeHtmlTransferBytes: 40 * KB,
  /** Under applied throttling (scripts/bench/phone.mjs): LCP ≤ this × the floor's. */
  phoneLcpOverFloor: 1.6,
  /** Under applied throttling: time to hydrated ≤ this × the floor's. */
  phoneHydratedOverFloor: 1.25,
  /** Under applied throttling: blocking time ≤ this × the floor's (the TBT budget, felt). */
  phoneBlockingOverFloor: 1.3,
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

export function routeFailures({ route, httpStatus, expectedStatus, median: m }, floor) {
  if (httpStatus !== expectedStatus) return [`HTTP ${httpStatus || "error"}`];
  if (m.runtimeError) return [`Lighthouse error ${m.runtimeError.split(":")[0]}`];
  const fails = [];
  const expected = expectedLosses(route, m);
  for (const id of CATEGORIES) {
    const lost = (m.lostPoints[id] ?? []).filter((audit) => !expected.has(audit));
    const excused = id !== "performance" && lost.length === 0;
    if ((m[id] == null || m[id] < BUDGET[id]) && !excused) {
      fails.push(`${id} ${m[id] ?? "n/a"}${id === "performance" ? "" : ` (${lost.join(", ")})`}`);
    }
  }
  if (m.cls == null || m.cls > BUDGET.cls) fails.push(`CLS ${fixed(3)(m.cls)}`);
  if (
    route === "/" &&
    (m.htmlTransferBytes == null || m.htmlTransferBytes > BUDGET.homeHtmlTransferBytes)
  ) {
    fails.push(`HTML ${fixed(1)(m.htmlTransferBytes / KB)} KB transferred`);
  }
  if (floor) {
    if (overFloor(m.tbtMs, floor.tbtMs) > BUDGET.tbtOverFloor) {
      fails.push(`TBT ${fixed(0)(m.tbtMs)} ms > ${BUDGET.tbtOverFloor}× floor`);
    }
    const room = FORM_ROUTES.has(route) ? BUDGET.formScriptOverFloorKb : BUDGET.scriptOverFloorKb;
    if (m.scriptKb > floor.scriptKb + room) {
      fails.push(`script +${fixed(0)(m.scriptKb - floor.scriptKb)} KB`);
    }
  }
  return fails;
}

/** A phone load's medians against the floor's, measured in the same rounds. */
export function phoneFailures({ median: m }, floor) {
  const fails = [];
  if (m.lcpMs == null || m.hydratedMs == null || m.blockingMs == null) {
    return ["phone figures missing"];
  }
  if (!floor) return fails;
  const over = (key, limit, name) => {
    const ratio = overFloor(m[key], floor[key]);
    if (ratio > limit) fails.push(`phone ${name} ${fixed(2)(ratio)}× floor > ${limit}×`);
  };
  over("lcpMs", BUDGET.phoneLcpOverFloor, "LCP");
  over("hydratedMs", BUDGET.phoneHydratedOverFloor, "hydrated");
  over("blockingMs", BUDGET.phoneBlockingOverFloor, "blocking time");
  return fails;
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
