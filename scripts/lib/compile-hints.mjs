// Marks the scripts a page runs at startup for eager compilation.
//
// V8 compiles a function lazily, on its first call, and on the main thread. Starting the app calls
// most of the framework's code at once, so on a phone that compilation was most of the one long
// task that hydration begins with. A script whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` (Chrome 136+, V8's explicit compile hints) has all its functions
// compiled while it streams in, on a background thread; other browsers read a comment.
//
// The startup set is Next's root main files (the runtime, React, the router) plus every chunk a
// route's entry loads (`entryJSFiles` of each client reference manifest). Chunks loaded on demand
// (the toaster, the Supabase client, dialogs) stay lazy: most of their code never runs.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

async function manifests(dir) {
  const files = await readdir(dir, { recursive: true });
  return files
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => join(dir, file));
}

/** The startup chunks of a build in `distDir`, as paths relative to it (`static/chunks/…js`). */
export async function startupChunks(distDir) {
  const build = JSON.parse(await readFile(join(distDir, "build-manifest.json"), "utf8"));
  const chunks = new Set(build.rootMainFiles);
  for (const path of await manifests(join(distDir, "server", "app"))) {
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    const context = {};
    runInNewContext(await readFile(path, "utf8"), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) {
        for (const file of files) chunks.add(file);
      }
    }
  }
  return [...chunks].filter((file) => file.endsWith(".js")).sort();
}

/** Adds the hint to each startup chunk that lacks it; returns the chunks and how many changed. */
export async function addCompileHints(distDir) {
  const chunks = await startupChunks(distDir);
  let changed = 0;
  for (const file of chunks) {
    const path = join(distDir, file);
    const code = await readFile(path, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(path, COMPILE_HINT + code);
    changed++;
  }
  return { chunks, changed };
}
