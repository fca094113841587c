"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { NewsCard } from "@/components/news/news-card";
import { NewsSkeletons } from "@/components/news/news-skeletons";
import { showToast } from "@/components/providers/toast";
import { Button } from "@/components/ui/button";
import { NEWS_MIN_REFRESH_MS, NEWS_REFRESH_MS } from "@/lib/news/constants";
import type { NewsItem } from "@/lib/news/types";

/** What the server read: today's items, or the message of its failure. */
type NewsFeedProps =
  | { initialItems: NewsItem[]; initialError?: never }
  | { initialItems?: never; initialError: string };

/** `?refreshMs=` shortens polling for tests; it can only be clamped to at least one second. */
function refreshInterval(): number {
  const raw = new URLSearchParams(window.location.search).get("refreshMs");
  const value = raw ? Number(raw) : NaN;
  if (!Number.isFinite(value)) return NEWS_REFRESH_MS;
  return Math.min(NEWS_REFRESH_MS, Math.max(NEWS_MIN_REFRESH_MS, Math.round(value)));
}

async function loadNews(): Promise<NewsItem[]> {
  const response = await fetch("/api/news", { cache: "no-store" });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    throw new Error(message || `The news request failed (HTTP ${response.status}).`);
  }
  const items = (body as { items?: NewsItem[] } | null)?.items;
  if (!Array.isArray(items)) throw new Error("The news response was not understood.");
  return items;
}

function notify(message: string) {
  showToast("error", `Failed to fetch AI updates: ${message}`);
}

/** The news list with its states; polls `/api/news` while the tab is visible. */
export function NewsFeed({ initialItems, initialError }: NewsFeedProps) {
  const [items, setItems] = useState<NewsItem[] | null>(initialItems ?? null);
  const [error, setError] = useState<string | null>(initialError ?? null);
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
      const message = cause instanceof Error ? cause.message : String(cause);
      setError(message);
      notify(message);
    } finally {
      lastLoaded.current = Date.now();
      inFlight.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (initialError && !toldInitialError.current) {
      toldInitialError.current = true;
      notify(initialError);
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
    const showHints = /backend|fetch/i.test(error);
    return (
      <div
        role="alert"
        data-testid="news-error"
        className="mx-auto max-w-2xl rounded-card border border-destructive/30 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="flex items-start gap-3">
          <SpriteIcon name="triangle-alert" className="mt-1 size-5 shrink-0 text-destructive" />
          <div className="min-w-0">
            <h2 className="text-xl font-bold text-foreground">Error Loading Updates</h2>
            <p className="mt-2 break-words text-muted-foreground">{error}</p>
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
              <SpriteIcon name="refresh-cw" />
              Try again
            </Button>
          </div>
        </div>
      </div>
    );
  }

  if (!items || items.length === 0) {
    return (
      <div
        data-testid="news-empty"
        className="mx-auto max-w-2xl rounded-card border border-border bg-white p-8 text-center shadow-sm"
      >
        <p className="text-lg font-semibold text-foreground">No news items found.</p>
        <Button className="mt-6" variant="outline" onClick={() => void refresh(true)}>
          <SpriteIcon name="refresh-cw" />
          Try refreshing
        </Button>
      </div>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Today's AI news">
      {items.map((item) => (
        <li key={item.link}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}
