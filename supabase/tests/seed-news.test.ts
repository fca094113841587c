import { describe, expect, it } from "vitest";

import { startTestBackend } from "@gurukul/embedded-supabase/testing";

import { seedDemoNews } from "../seed/seed-news";

describe("seedDemoNews", () => {
  it("seeds today's demo items once", async () => {
    const seeded = await startTestBackend({ seed: seedDemoNews });
    try {
      const rows = await seeded.standIn.query<{ n: number }>(
        "select count(*)::int as n from public.ai_news where is_demo and fetched_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'",
      );
      expect(rows[0]?.n).toBe(8);
    } finally {
      await seeded.standIn.close();
    }
  }, 30_000);
});
