// `npm run db:types`: applies supabase/migrations to a throw-away embedded database, reads its
// catalog and writes lib/supabase/database.types.ts (formatted with the project's Prettier).
import { writeFile } from "node:fs/promises";

import { format, resolveConfig } from "prettier";

import { openDatabase } from "@gurukul/embedded-supabase";
import { generateDatabaseTypes } from "./lib/database-types";

export const DATABASE_TYPES_FILE = "lib/supabase/database.types.ts";

const db = await openDatabase({ dataDir: "memory://" });
try {
  const text = await generateDatabaseTypes(db);
  const options = await resolveConfig(DATABASE_TYPES_FILE);
  await writeFile(
    DATABASE_TYPES_FILE,
    await format(text, { ...options, filepath: DATABASE_TYPES_FILE }),
  );
  console.log(`db:types: wrote ${DATABASE_TYPES_FILE}`);
} finally {
  await db.close();
}
