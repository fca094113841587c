import { FEED_MAX_BYTES, FEED_TIMEOUT_MS } from "@/lib/news/constants";
import { isPublicHttpUrl } from "@/lib/news/public-address";

/** Redirects a feed may take; each must lead to a public http(s) address. */
const FEED_MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {
  override name = "FeedFetchError";
}

export type FetchFeedOptions = { timeoutMs?: number; maxBytes?: number };

/**
 * Downloads one feed as text, giving up after `timeoutMs` (headers and body together) or once the
 * body passes `maxBytes`, so one slow or huge feed cannot hold up a run. The configured URL is
 * trusted; redirects are followed by hand, at most three, and only to public http(s) addresses,
 * so a feed cannot point the server at itself or at the private network.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let target = new URL(url);
  for (let hops = 0; ; hops++) {
    try {
      response = await fetch(target, {
        signal,
        redirect: "manual",
        headers: {
          accept:
            "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8",
          "user-agent": "GurukulCodeNewsBot/1.0 (+https://gurukulcode.com/ai-updates)",
        },
      });
    } catch (error) {
      throw new FeedFetchError(describe(error, timeoutMs));
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || !location) break;
    await response.body?.cancel();
    if (hops === FEED_MAX_REDIRECTS) {
      throw new FeedFetchError(`more than ${FEED_MAX_REDIRECTS} redirects`);
    }
    const next = URL.parse(location, target);
    if (!next || !(await isPublicHttpUrl(next))) {
      throw new FeedFetchError(`redirect to a non-public address refused: ${location}`);
    }
    target = next;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedFetchError(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedFetchError(`larger than ${maxBytes} bytes`);
  }
  if (!response.body) return "";

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new FeedFetchError(`larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(describe(error, timeoutMs));
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `timed out after ${timeoutMs} ms`;
  }
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}
