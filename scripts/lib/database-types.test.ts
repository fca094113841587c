import { readFile } from "node:fs/promises";

import { format, resolveConfig } from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@gurukul/embedded-supabase";

import { generateDatabaseTypes } from "./database-types";

const FILE = "lib/supabase/database.types.ts";

let db: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  db = await openDatabase({ dataDir: "memory://" });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe("lib/supabase/database.types.ts", () => {
  it("matches the schema of supabase/migrations (run `npm run db:types` after a migration)", async () => {
    const generated = await format(await generateDatabaseTypes(db), {
      ...(await resolveConfig(FILE)),
      filepath: FILE,
    });
    expect(await readFile(FILE, "utf8")).toBe(generated);
  });

  it("describes each table's row, its functions' arguments and what they return", async () => {
    const text = await generateDatabaseTypes(db);
    expect(text).toMatch(
      /ai_news: \{\n\s+Row: \{\n\s+id: number\n\s+title: string\n\s+published: string \| null/,
    );
    expect(text).toMatch(
      /email_in_use: \{\n\s+Args: \{\n\s+email: string\n\s+\}\n\s+Returns: boolean/,
    );
    expect(text).toMatch(
      /subscription_by_token: [\s\S]*?Returns: \{[\s\S]*?unsubscribed: boolean[\s\S]*?\}\[\]/,
    );
    // Trigger functions are not callable over the API and stay out.
    expect(text).not.toContain("handle_new_user");
  });
});
