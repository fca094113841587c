// Marks the scripts every page runs at startup for eager compilation.
//
// V8 compiles a function lazily, on its first call, and on the main thread. Starting the app calls
// most of React's and the router's code at once, so that compilation is most of the one long task
// hydration begins with. A script whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` (Chrome 136+, V8's explicit compile hints) has its functions
// compiled while it streams in, on a background thread; other browsers read a comment.
//
// The startup set is Next's root main files (the runtime, React, the router) plus every chunk a
// route's entry loads (`entryJSFiles` of each client reference manifest). Chunks loaded on demand
// (the toaster, the Supabase client, dialogs) stay lazy: most of their code never runs.
//
// The step edits files Next has already named by their hash, so it checks the build is the shape
// it knows before it changes anything and throws otherwise: the manifests it reads, the chunks they
// name, the home page loading those chunks, and, when subresource integrity is on, each chunk's
// digest. Those digests (in Next's integrity manifests and the prerendered pages' `integrity`
// attributes) are then rewritten for the marked files. Nothing else in a page changes: the hint
// sits inside external files, so a page's nonce or script hashes are untouched.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const INTEGRITY_MANIFEST = "server/subresource-integrity-manifest.json";

/** Files under `dir`, as paths relative to it. */
async function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

async function readJson(distDir, name) {
  const path = join(distDir, name);
  if (!existsSync(path)) throw new Error(`compile hints: the build wrote no ${name}`);
  return JSON.parse(await readFile(path, "utf8"));
}

/** The startup chunks of a build in `distDir`, as paths relative to it (`static/chunks/…js`). */
export async function startupChunks(distDir) {
  return (await startupSet(distDir)).scripts;
}

/** The build manifest's root main files, and with them every route entry's chunks (`scripts`). */
async function startupSet(distDir) {
  const { rootMainFiles } = await readJson(distDir, "build-manifest.json");
  if (!Array.isArray(rootMainFiles) || rootMainFiles.length === 0) {
    throw new Error("compile hints: build-manifest.json lists no rootMainFiles");
  }
  const chunks = new Set(rootMainFiles);
  const app = join(distDir, "server", "app");
  const manifests = (await filesUnder(app)).filter((file) =>
    file.endsWith("_client-reference-manifest.js"),
  );
  let entries = 0;
  for (const file of manifests) {
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    const context = {};
    runInNewContext(await readFile(join(app, file), "utf8"), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) {
        entries++;
        for (const chunk of files) chunks.add(chunk);
      }
    }
  }
  if (entries === 0)
    throw new Error("compile hints: no client reference manifest names entryJSFiles");
  const scripts = [...chunks].filter((file) => file.endsWith(".js")).sort();
  const missing = scripts.filter((file) => !existsSync(join(distDir, file)));
  if (missing.length > 0) {
    throw new Error(
      `compile hints: the manifests name chunks the build lacks: ${missing.join(", ")}`,
    );
  }
  return { rootMainFiles, scripts };
}

/** Throws unless the prerendered home page loads every root main file. */
async function checkHomePage(distDir, rootMainFiles) {
  const home = join(distDir, "server", "app", "index.html");
  if (!existsSync(home)) throw new Error("compile hints: the build prerendered no home page");
  const html = await readFile(home, "utf8");
  const unloaded = rootMainFiles.filter((file) => !html.includes(`/_next/${file}"`));
  if (unloaded.length > 0) {
    throw new Error(`compile hints: the home page does not load ${unloaded.join(", ")}`);
  }
}

/** `sha384` of `sha384-…`; undefined for a file the integrity manifest lacks. */
const algorithmOf = (integrity) => integrity?.split("-")[0];

/**
 * The external scripts a page's HTML is sent with, in order, each with the rest of its tag's
 * attributes; the polyfills (`noModule`, for browsers without modules) are left out.
 */
export function sentScripts(html) {
  return [...html.matchAll(/<script src="([^"]+)"(?![^>]*nomodule)([^>]*)>/gi)].map(
    ([, src, attributes]) => ({ src, attributes }),
  );
}

function digest(algorithm, code) {
  if (!algorithm) return null;
  return `${algorithm}-${createHash(algorithm).update(code).digest("base64")}`;
}

/**
 * Adds the hint to each startup chunk that lacks it and, when Next wrote integrity digests, puts
 * the marked files' digests in their place. Returns the chunks and how many changed.
 */
export async function addCompileHints(distDir) {
  const { rootMainFiles, scripts: chunks } = await startupSet(distDir);
  await checkHomePage(distDir, rootMainFiles);
  const integrity = existsSync(join(distDir, INTEGRITY_MANIFEST))
    ? await readJson(distDir, INTEGRITY_MANIFEST)
    : null;

  const codes = new Map();
  for (const file of chunks) {
    const code = await readFile(join(distDir, file));
    if (integrity && digest(algorithmOf(integrity[file]), code) !== integrity[file]) {
      throw new Error(`compile hints: ${file} does not match its integrity digest`);
    }
    codes.set(file, code);
  }

  const digests = new Map(); // old digest → new
  let changed = 0;
  for (const [file, code] of codes) {
    if (code.toString("utf8").startsWith(COMPILE_HINT)) continue;
    const marked = Buffer.concat([Buffer.from(COMPILE_HINT), code]);
    await writeFile(join(distDir, file), marked);
    if (integrity) digests.set(integrity[file], digest(algorithmOf(integrity[file]), marked));
    changed++;
  }
  if (digests.size > 0) await replaceDigests(join(distDir, "server"), digests);
  return { chunks, changed };
}

/** Writes each new digest wherever the server's files hold the old one. */
async function replaceDigests(serverDir, digests) {
  const pattern = new RegExp(
    [...digests.keys()].map((old) => old.replace(/[+/=]/g, "\\$&")).join("|"),
    "g",
  );
  for (const file of await filesUnder(serverDir)) {
    if (!/\.(html|rsc|json|js|meta)$/.test(file)) continue;
    const path = join(serverDir, file);
    const text = await readFile(path, "utf8");
    const next = text.replace(pattern, (old) => digests.get(old));
    if (next !== text) await writeFile(path, next);
  }
}
