import { RestError } from "../http/errors";
import { regexProblem } from "./regex";
import type { FilterNode, QueryParams } from "./grammar";

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
  /** Patterns (`like`, `ilike`, `match`, `imatch`, each value of an `(any)`/`(all)` list) in one anonymous request. */
  maxAnonPatterns: number;
  /** The same in one signed-in request; the service role is not capped. */
  maxMemberPatterns: number;
  /** Full-text searches (`fts`, `plfts`, `phfts`, `wfts`) in one anonymous request. */
  maxAnonSearches: number;
  /** The same in one signed-in request. */
  maxMemberSearches: number;
  /** Characters of one pattern or full-text search. */
  maxPatternLength: number;
}

/** Query parameters that shape the answer rather than filter it (embedded ones end the same). */
const NOT_FILTERS = /(^|\.)(select|order|limit|offset|on_conflict|columns)$/;

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
 * terms or groups nested too deep (for the public and signed-in keys). PGlite cannot interrupt a
 * running statement.
 */
export function checkRestFilters(url: URL, limits: RestLimits, role: string): void {
  // The secret key belongs to the site's own server jobs (the news ingester looks up 100 links).
  if (role === "service_role") return;
  let terms = 0;
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
  }
  if (terms > limits.maxFilterTerms) {
    throw filterError(
      "Too many filter terms",
      `The request has ${terms} filter terms; at most ${limits.maxFilterTerms} are allowed.`,
    );
  }
}

/** The elements of a PostgreSQL array literal (`{a,"b,c"}`), nested ones flattened. */
export function arrayElements(literal: string): string[] {
  const elements: string[] = [];
  let current = "";
  let started = false;
  let quoted = false;
  for (let i = 0; i < literal.length; i++) {
    const char = literal[i]!;
    if (char === "\\") {
      current += literal[++i] ?? "";
      started = true;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') {
      quoted = started = true;
    } else if (char === "," || char === "}") {
      if (started) elements.push(current.trim());
      current = "";
      started = false;
    } else if (char !== "{") {
      current += char;
      started ||= char.trim() !== "";
    }
  }
  return elements;
}

const isRegex = (op: string) => op === "match" || op === "imatch";

/** The patterns and full-text searches of a filter tree, each with its operator. */
function* searches(node: FilterNode): Generator<{ op: string; text: string }> {
  if (node.kind === "logic") {
    for (const child of node.children) yield* searches(child);
  } else if (
    "quantifier" in node &&
    (node.op === "like" || node.op === "ilike" || isRegex(node.op))
  ) {
    const { op, quantifier, value } = node;
    // `like(any).{a,b}` is two patterns; a value that is no array never reaches a comparison.
    const values = quantifier && /^\s*\{/.test(value) ? arrayElements(value) : [value];
    for (const text of values) yield { op, text };
  } else if (
    node.op === "fts" ||
    node.op === "plfts" ||
    node.op === "phfts" ||
    node.op === "wfts"
  ) {
    yield { op: node.op, text: node.value };
  }
}

function checkCount(
  found: { op: string }[],
  role: string,
  kind: { message: string; unit: string; anon: number; member: number },
): void {
  if (role === "service_role") return;
  const most = role === "anon" ? kind.anon : kind.member;
  if (found.length <= most) return;
  const who = role === "anon" ? " without signing in" : " per request";
  throw filterError(
    kind.message,
    `The request has ${found.length} ${kind.unit}; at most ${most} are allowed${who}.`,
  );
}

/**
 * Refuses pattern and full-text filters whose work grows past a small bound, before any SQL runs:
 * more than a few of them in one request from the public or a member (each one is evaluated on
 * every row: a full-text search turns every row's text into a vector again, and PostgreSQL keeps
 * only 32 compiled regular expressions, so more of them are compiled again row after row), any one
 * too long, and regular expressions whose compiled form explodes (`regex.ts`). The last two hold
 * for the service role too: PGlite cannot stop a statement once it runs.
 */
export function checkPatterns(query: QueryParams, limits: RestLimits, role: string): void {
  const found = query.filters.flatMap(({ node }) => [...searches(node)]);
  const fullText = found.filter(({ op }) => op.endsWith("fts"));
  checkCount(
    found.filter(({ op }) => !op.endsWith("fts")),
    role,
    {
      message: "Too many pattern filters",
      unit: "patterns",
      anon: limits.maxAnonPatterns,
      member: limits.maxMemberPatterns,
    },
  );
  checkCount(fullText, role, {
    message: "Too many full-text searches",
    unit: "full-text searches",
    anon: limits.maxAnonSearches,
    member: limits.maxMemberSearches,
  });
  for (const { op, text } of found) {
    if (text.length > limits.maxPatternLength) {
      throw filterError(
        op.endsWith("fts") ? "Search text too long" : "Pattern too long",
        `A ${op} filter has ${text.length} characters; at most ${limits.maxPatternLength} are allowed.`,
      );
    }
    const problem = isRegex(op) ? regexProblem(text) : null;
    if (problem) {
      throw new RestError(
        400,
        "2201B",
        `invalid regular expression: ${problem.reason}`,
        problem.details,
        "Use a simpler pattern: no back-references, lookarounds or repeated repetitions, bounds up to 32.",
      );
    }
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

/** The caps on a request's and a response's size, as PostgREST words a refusal of each. */
const CAPS = {
  url: {
    status: 414,
    code: "PGRST414",
    message: "URI too long",
    what: "The request URL has",
    unit: "bytes",
    hint: "Send fewer filter values per request, or call a function with POST.",
  },
  select: {
    status: 400,
    code: "PGRST100",
    message: "Too many items in the select parameter",
    what: "The select parameter has",
    unit: "items",
    hint: "Select each column once.",
  },
  response: {
    status: 400,
    code: "PGRST100",
    message: "Response too large",
    what: "The response would have",
    unit: "bytes",
    hint: "Select fewer columns or fewer rows (limit, range).",
  },
} as const;

/** Refuses what has `has` of the cap's unit where at most `most` are allowed. */
function checkCap(cap: keyof typeof CAPS, has: number, most: number): void {
  if (has <= most) return;
  const { status, code, message, what, unit, hint } = CAPS[cap];
  throw new RestError(
    status,
    code,
    message,
    `${what} ${has} ${unit}; at most ${most} are allowed.`,
    hint,
  );
}

/** Refuses a request whose URL or select list is over the limits, before it reaches the database. */
export function checkRestRequest(rawUrl: string, url: URL, limits: RestLimits): void {
  checkCap("url", Buffer.byteLength(rawUrl), limits.maxUrlBytes);
  for (const select of url.searchParams.getAll("select")) {
    checkCap("select", countSelectItems(select), limits.maxSelectItems);
  }
}

/** Refuses a response body over the cap (the query has run; its result is dropped). */
export function checkRestResponse(body: string | null, limits: RestLimits): void {
  if (body === null || body.length * 3 <= limits.maxResponseBytes) return;
  checkCap("response", Buffer.byteLength(body), limits.maxResponseBytes);
}
