import { access, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { assertUnlocked, openDatabase, siblingFiles } from "./db";

/** `npm run db:reset [-- --data .data/dev]`: wipes the data directory and re-creates it. */
const { values } = parseArgs({ options: { data: { type: "string", default: ".data/dev" } } });
const dataDir = resolve(values.data);

async function looksLikeDataDir(dir: string): Promise<boolean> {
  try {
    const entries = await readdir(dir);
    if (entries.length === 0) return true;
    await access(join(dir, "PG_VERSION"));
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT";
  }
}

try {
  await assertUnlocked(dataDir);
  // Refuse to delete a directory that is not a database, whatever --data says.
  if (!(await looksLikeDataDir(dataDir))) {
    throw new Error(`${dataDir} is not a PGlite data directory; not deleting it`);
  }
  const files = siblingFiles(dataDir)!;
  await rm(dataDir, { recursive: true, force: true });
  await rm(files.keys, { force: true });
  const db = await openDatabase({ dataDir });
  await db.close();
  console.log(`db:reset: re-created ${values.data} (${db.appliedMigrations.length} migrations)`);
} catch (error) {
  console.error(`db:reset: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
