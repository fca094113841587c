import { RestError } from "../http/errors";

/**
 * Bounds on one `/rest/v1` request. PGlite runs one statement at a time and cannot interrupt one
 * (it ignores `statement_timeout`), so a request that would make the database work too long must
 * be refused before its query runs; the response cap bounds what a permitted query sends back.
 */
export interface RestLimits {
  /** Path plus query string, in bytes: the 16 KiB an edge proxy accepts before answering 414. */
  maxUrlBytes: number;
  /** Items in `select`, counting those inside embeddings (`a,b(c,d)` is 4). */
  maxSelectItems: number;
  /** Bytes of one response body. */
  maxResponseBytes: number;
  /** Filter terms of one request: conditions and list values (`id=in.(1,2,3)` is 3). */
  maxFilterTerms: number;
  /** Nesting of `or`/`and` groups (`or=(a.eq.1,and(b.eq.2,c.eq.3))` is 2). */
  maxFilterDepth: number;
  /** Patterns (`like`, `ilike`, `match`, `imatch`) in one anonymous request. */
  maxAnonPatterns: number;
}

/** Query parameters that shape the answer rather than filter it (embedded ones end the same). */
const NOT_FILTERS = /(^|\.)(select|order|limit|offset|on_conflict|columns)$/;
const PATTERN = /(?:^|[.(,])(?:not\.)?(?:i?like|i?match)(\((?:any|all)\))?\./g;

/** Terms (1 + unquoted commas) and `(` depth of one filter value, read from its raw text. */
function measureFilter(value: string): { terms: number; depth: number } {
  let terms = 1;
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (const char of value) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === ",") terms++;
    else if (char === "(") deepest = Math.max(deepest, ++depth);
    else if (char === ")") depth--;
  }
  return { terms, depth: deepest };
}

function filterError(message: string, details: string): RestError {
  return new RestError(400, "PGRST100", message, details, "Narrow the filter, or call a function.");
}

/**
 * Refuses filters that would make the database work without bound, before any SQL runs: too many
 * terms, groups nested too deep (for the public and signed-in keys), and for the anonymous role
 * more than a few patterns (each one a
 * scan that compares every row). PGlite cannot interrupt a running statement.
 */
export function checkRestFilters(url: URL, limits: RestLimits, role: string): void {
  // The secret key belongs to the site's own server jobs (the news ingester looks up 100 links).
  if (role === "service_role") return;
  let terms = 0;
  let patterns = 0;
  for (const [key, value] of url.searchParams) {
    if (NOT_FILTERS.test(key)) continue;
    const logic = /(^|\.)(or|and)$/.test(key);
    const measured = measureFilter(value);
    terms += measured.terms;
    if (logic && measured.depth > limits.maxFilterDepth) {
      throw filterError(
        "Logic tree nested too deeply",
        `The ${key} filter nests ${measured.depth} groups; at most ${limits.maxFilterDepth} are allowed.`,
      );
    }
    if (role !== "anon") continue;
    for (const [, list] of value.matchAll(PATTERN)) {
      // `like(any).{a,b,c}` is three patterns.
      patterns += list ? measured.terms : 1;
    }
  }
  if (terms > limits.maxFilterTerms) {
    throw filterError(
      "Too many filter terms",
      `The request has ${terms} filter terms; at most ${limits.maxFilterTerms} are allowed.`,
    );
  }
  if (patterns > limits.maxAnonPatterns) {
    throw filterError(
      "Too many pattern filters",
      `The request has ${patterns} patterns; at most ${limits.maxAnonPatterns} are allowed without signing in.`,
    );
  }
}

/** Counts select items from the raw text, so no parser has to run on an oversized value. */
export function countSelectItems(select: string): number {
  let count = 1;
  let quoted = false;
  for (const char of select) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "," || char === "(")) count++;
  }
  return count;
}

/** A request or response over one cap: what it has (`what` starts the sentence), the cap and a hint. */
function overLimit(
  status: number,
  code: string,
  message: string,
  measure: { what: string; has: number; most: number; unit: string },
  hint: string,
): RestError {
  const { what, has, most, unit } = measure;
  return new RestError(
    status,
    code,
    message,
    `${what} ${has} ${unit}; at most ${most} are allowed.`,
    hint,
  );
}

/** Refuses a request whose URL or select list is over the limits, before it reaches the database. */
export function checkRestRequest(rawUrl: string, url: URL, limits: RestLimits): void {
  const urlBytes = Buffer.byteLength(rawUrl);
  if (urlBytes > limits.maxUrlBytes) {
    throw overLimit(
      414,
      "PGRST414",
      "URI too long",
      { what: "The request URL has", has: urlBytes, most: limits.maxUrlBytes, unit: "bytes" },
      "Send fewer filter values per request, or call a function with POST.",
    );
  }
  for (const select of url.searchParams.getAll("select")) {
    const items = countSelectItems(select);
    if (items > limits.maxSelectItems) {
      throw overLimit(
        400,
        "PGRST100",
        "Too many items in the select parameter",
        {
          what: "The select parameter has",
          has: items,
          most: limits.maxSelectItems,
          unit: "items",
        },
        "Select each column once.",
      );
    }
  }
}

/** Refuses a response body over the cap (the query has run; its result is dropped). */
export function checkRestResponse(body: string | null, limits: RestLimits): void {
  if (body === null || body.length * 3 <= limits.maxResponseBytes) return;
  const bytes = Buffer.byteLength(body);
  if (bytes > limits.maxResponseBytes) {
    throw overLimit(
      400,
      "PGRST100",
      "Response too large",
      { what: "The response would have", has: bytes, most: limits.maxResponseBytes, unit: "bytes" },
      "Select fewer columns or fewer rows (limit, range).",
    );
  }
}
