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

/** Refuses a request whose URL or select list is over the limits, before it reaches the database. */
export function checkRestRequest(rawUrl: string, url: URL, limits: RestLimits): void {
  const urlBytes = Buffer.byteLength(rawUrl);
  if (urlBytes > limits.maxUrlBytes) {
    throw new RestError(
      414,
      "PGRST414",
      "URI too long",
      `The request URL has ${urlBytes} bytes; at most ${limits.maxUrlBytes} are allowed.`,
      "Send fewer filter values per request, or call a function with POST.",
    );
  }
  for (const select of url.searchParams.getAll("select")) {
    const items = countSelectItems(select);
    if (items > limits.maxSelectItems) {
      throw new RestError(
        400,
        "PGRST100",
        "Too many items in the select parameter",
        `The select parameter has ${items} items; at most ${limits.maxSelectItems} are allowed.`,
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
    throw new RestError(
      400,
      "PGRST100",
      "Response too large",
      `The response would have ${bytes} bytes; at most ${limits.maxResponseBytes} are allowed.`,
      "Select fewer columns or fewer rows (limit, range).",
    );
  }
}
