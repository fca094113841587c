// Part of `npm run build`, right after `next build`: marks the chunks every page starts with for
// eager compilation (scripts/lib/compile-hints.mjs). Fails the build when Next's output is not the
// shape the step knows.
import { addCompileHints } from "./lib/compile-hints.mjs";

const dist = process.env.NEXT_DIST_DIR || ".next";
try {
  const { chunks, changed } = await addCompileHints(dist);
  console.log(`Compile hints: ${chunks.length} startup chunks (${changed} marked now)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
