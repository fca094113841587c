import { describe, expect, it } from "vitest";

import { DEFAULT_NEWS_FEEDS } from "@/lib/news/feeds";
import { serverEnv } from "@/lib/server-env";

describe("serverEnv", () => {
  it("treats empty and blank variables as unset", () => {
    const env = serverEnv({ SUPABASE_URL: "", SUPABASE_SECRET_KEY: "  ", CRON_SECRET: "" });
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.SUPABASE_SECRET_KEY).toBeUndefined();
    expect(env.CRON_SECRET).toBeUndefined();
    expect(env.NEWS_FEEDS).toEqual([...DEFAULT_NEWS_FEEDS]);
  });

  it("reads the backend, the cron secret and the feed list", () => {
    const env = serverEnv({
      SUPABASE_URL: "http://127.0.0.1:54321",
      SUPABASE_SECRET_KEY: "secret",
      CRON_SECRET: " cron ",
      NEWS_FEEDS: "https://a.example/rss, https://b.example/atom,https://a.example/rss",
    });
    expect(env.SUPABASE_URL).toBe("http://127.0.0.1:54321");
    expect(env.SUPABASE_SECRET_KEY).toBe("secret");
    expect(env.CRON_SECRET).toBe("cron");
    expect(env.NEWS_FEEDS).toEqual(["https://a.example/rss", "https://b.example/atom"]);
  });

  it("names every invalid variable at once", () => {
    expect(() =>
      serverEnv({
        SUPABASE_URL: "127.0.0.1",
        NEXT_PUBLIC_SUPABASE_URL: "not a url",
        NEWS_FEEDS: "ftp://feeds.example/rss",
      }),
    ).toThrowError(
      /\n  SUPABASE_URL: must be an absolute URL[\s\S]*NEXT_PUBLIC_SUPABASE_URL: must be an absolute URL[\s\S]*NEWS_FEEDS: only http\(s\) feeds/,
    );
  });
});
