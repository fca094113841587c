"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { Icon } from "@/components/icons/icon";
import { refreshCwIcon, triangleAlertIcon } from "@/components/icons/drawings";
import { NewsCard } from "@/components/news/news-card";
import { NewsSkeletons } from "@/components/news/news-skeletons";
import { showToast } from "@/components/providers/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorCode } from "@/lib/http/error-body";
import { NEWS_MIN_REFRESH_MS, NEWS_REFRESH_MS, NEWS_UNAVAILABLE_CODE } from "@/lib/news/constants";
import type { NewsItem } from "@/lib/news/types";

/** Why the list could not load: the API's error code, decided on, and its message, shown. */
export type NewsError = { code: string; message: string };

/** What the server read: today's items, or its failure. */
type NewsFeedProps =
  | { initialItems: NewsItem[]; initialError?: never }
  | { initialItems?: never; initialError: NewsError };

/** Codes after which the troubleshooting hints help: the backend or the network is down. */
const HINTED_CODES = new Set([NEWS_UNAVAILABLE_CODE, "network"]);

class NewsLoadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `?refreshMs=` shortens polling for tests; it can only be clamped to at least one second. */
function refreshInterval(): number {
  const raw = new URLSearchParams(window.location.search).get("refreshMs");
  const value = raw ? Number(raw) : NaN;
  if (!Number.isFinite(value)) return NEWS_REFRESH_MS;
  return Math.min(NEWS_REFRESH_MS, Math.max(NEWS_MIN_REFRESH_MS, Math.round(value)));
}

async function loadNews(): Promise<NewsItem[]> {
  let response: Response;
  try {
    response = await fetch("/api/news", { cache: "no-store" });
  } catch (cause) {
    throw new NewsLoadError("network", cause instanceof Error ? cause.message : String(cause));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    throw new NewsLoadError(
      errorCode(body) ?? "http_error",
      message || `The news request failed (HTTP ${response.status}).`,
    );
  }
  const items = (body as { items?: NewsItem[] } | null)?.items;
  if (!Array.isArray(items)) {
    throw new NewsLoadError("bad_response", "The news response was not understood.");
  }
  return items;
}

function notify(message: string) {
  showToast("error", `Failed to fetch AI updates: ${message}`);
}

/** The news list with its states; polls `/api/news` while the tab is visible. */
export function NewsFeed({ initialItems, initialError }: NewsFeedProps) {
  const [items, setItems] = useState<NewsItem[] | null>(initialItems ?? null);
  const [error, setError] = useState<NewsError | null>(initialError ?? null);
  const [loading, setLoading] = useState(false);
  const lastLoaded = useRef(0);
  const inFlight = useRef(false);
  const toldInitialError = useRef(false);

  const refresh = useCallback(async (manual: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    if (manual) setLoading(true);
    try {
      setItems(await loadNews());
      setError(null);
    } catch (cause) {
      const failure =
        cause instanceof NewsLoadError
          ? { code: cause.code, message: cause.message }
          : { code: "unknown", message: cause instanceof Error ? cause.message : String(cause) };
      setError(failure);
      notify(failure.message);
    } finally {
      lastLoaded.current = Date.now();
      inFlight.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (initialError && !toldInitialError.current) {
      toldInitialError.current = true;
      notify(initialError.message);
    }
  }, [initialError]);

  useEffect(() => {
    const interval = refreshInterval();
    if (lastLoaded.current === 0) lastLoaded.current = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState === "hidden") return;
      const due = Math.max(0, lastLoaded.current + interval - Date.now());
      timer = setTimeout(() => void refresh(false).then(schedule), due);
    };
    schedule();

    // Hidden tabs do not poll; coming back after the interval refreshes at once.
    document.addEventListener("visibilitychange", schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", schedule);
    };
  }, [refresh]);

  if (loading) return <NewsSkeletons />;

  if (error !== null) {
    const showHints = HINTED_CODES.has(error.code);
    return (
      <Card
        role="alert"
        data-testid="news-error"
        className="mx-auto max-w-2xl border-destructive/30 sm:p-8"
      >
        <div className="flex items-start gap-3">
          <Icon drawing={triangleAlertIcon} className="mt-1 size-5 shrink-0 text-destructive" />
          <div className="min-w-0">
            <h2 className="text-xl font-bold text-foreground">Error Loading Updates</h2>
            <p className="mt-2 break-words text-muted-foreground">{error.message}</p>
            {showHints ? (
              <div className="mt-4">
                <p className="text-sm font-semibold text-foreground">Troubleshooting</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                  <li>Check your internet connection and reload the page.</li>
                  <li>The news service may be briefly down; try again in a few minutes.</li>
                  <li>
                    Running the site yourself? Make sure the backend is running (
                    <code>npm run dev</code> starts it) or that the Supabase settings in{" "}
                    <code>.env</code> are correct.
                  </li>
                </ul>
              </div>
            ) : null}
            <Button className="mt-6" variant="outline" onClick={() => void refresh(true)}>
              <Icon drawing={refreshCwIcon} />
              Try again
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  if (!items || items.length === 0) {
    return (
      <Card data-testid="news-empty" className="mx-auto max-w-2xl p-8 text-center">
        <p className="text-lg font-semibold text-foreground">No news items found.</p>
        <Button className="mt-6" variant="outline" onClick={() => void refresh(true)}>
          <Icon drawing={refreshCwIcon} />
          Try refreshing
        </Button>
      </Card>
    );
  }

  return (
    <>
      {items.some((item) => item.isDemo) ? (
        <p data-testid="news-demo-note" className="mb-6 text-center text-sm text-muted-foreground">
          Sample stories: this copy of the site has no news feeds configured yet.
        </p>
      ) : null}
      <ul
        className="flex flex-wrap justify-center gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]"
        aria-label="AI news gathered today"
      >
        {items.map((item) => (
          <li key={item.link}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}
