// Post-build step of `npm run build`: marks the startup chunks for eager compilation
// (scripts/lib/compile-hints.mjs). Runs before `serwist build`, so the service worker's precache
// revisions are those of the files as served.
import { addCompileHints } from "./lib/compile-hints.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const { chunks, changed } = await addCompileHints(distDir);
console.log(`compile hints: ${chunks.length} startup chunks (${changed} marked now)`);
