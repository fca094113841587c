import { FEED_MAX_BYTES, FEED_TIMEOUT_MS } from "@/lib/news/constants";

export class FeedFetchError extends Error {
  override name = "FeedFetchError";
}

export type FetchFeedOptions = { timeoutMs?: number; maxBytes?: number };

/**
 * Downloads one feed as text, giving up after `timeoutMs` (headers and body together) or once the
 * body passes `maxBytes`, so one slow or huge feed cannot hold up a run.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: "follow",
      headers: {
        accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8",
        "user-agent": "GurukulCodeNewsBot/1.0 (+https://gurukulcode.com/ai-updates)",
      },
    });
  } catch (error) {
    throw new FeedFetchError(describe(error, timeoutMs));
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
