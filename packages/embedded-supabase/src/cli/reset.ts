import { parseArgs } from "node:util";

import { resetDatabase } from "../db/database";

/** `npm run db:reset [-- --data .data/dev]`: wipes the embedded database and re-creates it. */
const { values } = parseArgs({ options: { data: { type: "string", default: ".data/dev" } } });

try {
  const applied = await resetDatabase(values.data);
  console.log(`db:reset: re-created ${values.data} with ${applied.length} migrations`);
} catch (error) {
  console.error(`db:reset: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
