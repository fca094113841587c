"use client";

import { langOfPath } from "@/lib/i18n/paths";
import { useCallback, useEffect, useRef, useState } from "react";

import { showToast } from "@/components/providers/toast";
import { errorCode } from "@/lib/http/error-body";
import { NEWS_MIN_REFRESH_MS, NEWS_REFRESH_MS } from "@/lib/news/constants";
import type { NewsItem } from "@/lib/news/types";

/** Why the list could not load: the API's error code, decided on, and its message, shown. */
export type NewsError = { code: string; message: string };

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

/** Today's items, dated in the page's language (the address bar's: `/hi…` is Hindi). */
async function loadNews(): Promise<NewsItem[]> {
  let response: Response;
  const lang = langOfPath(window.location.pathname);
  try {
    response = await fetch(lang === "en" ? "/api/news" : `/api/news?lang=${lang}`, {
      cache: "no-store",
    });
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

/** Today's items or the failure, kept fresh by polling `/api/news` while the tab is visible. */
export function useNewsFeed(
  initialItems: NewsItem[] | undefined,
  initialError: NewsError | undefined,
) {
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

  return { items, error, loading, refresh };
}
