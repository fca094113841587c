// What `npm run build` does after `next build`, before `serwist build` (so the service worker's
// precache revisions are those of the files as served):
// - marks the startup chunks for eager compilation (scripts/lib/compile-hints.mjs);
// - rewrites the prerendered pages paint-first (scripts/lib/paint-first.mjs), so they paint
//   before the framework loads wherever the build is served from, Vercel included.
import { addCompileHints } from "./lib/compile-hints.mjs";
import { rewritePrerenderedPages } from "./lib/paint-first.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const { chunks, changed } = await addCompileHints(distDir);
console.log(`compile hints: ${chunks.length} startup chunks (${changed} marked now)`);
const pages = await rewritePrerenderedPages(distDir);
console.log(`paint first: ${pages.pages} prerendered pages (${pages.changed} rewritten now)`);
