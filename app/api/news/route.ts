import { NextResponse } from "next/server";

import { jsonError } from "@/lib/http/json-error";
import { withRequest } from "@/lib/http/with-request";
import { NEWS_UNAVAILABLE_CODE } from "@/lib/news/constants";
import { isLang } from "@/lib/i18n/lang";
import { getTodaysNews, NewsUnavailableError } from "@/lib/news/queries";

// Read on every request (no build-time snapshot); shared caches may keep it briefly.
export const dynamic = "force-dynamic";

export const GET = withRequest(async (request: Request) => {
  try {
    const lang = new URL(request.url).searchParams.get("lang");
    const items = await getTodaysNews(isLang(lang) ? lang : undefined);
    return NextResponse.json(
      { items },
      { headers: { "Cache-Control": "public, s-maxage=60, stale-while-revalidate=240" } },
    );
  } catch (error) {
    const message =
      error instanceof NewsUnavailableError ? error.message : "The news backend failed.";
    return jsonError(request, 503, NEWS_UNAVAILABLE_CODE, message, undefined, {
      "Cache-Control": "no-store",
    });
  }
});
