import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT, startupChunks } from "./compile-hints.mjs";

let dist: string;

async function put(path: string, text: string) {
  await mkdir(dirname(join(dist, path)), { recursive: true });
  await writeFile(join(dist, path), text);
}

const read = (path: string) => readFile(join(dist, path), "utf8");

// The shapes Next 16 writes: the build manifest's root main files, and per route a client
// reference manifest whose entryJSFiles name the chunks each entry loads.
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "compile-hints-"));
  await put(
    "build-manifest.json",
    JSON.stringify({
      polyfillFiles: ["static/chunks/polyfill.js"],
      rootMainFiles: ["static/chunks/react.js", "static/chunks/turbopack-x.js"],
    }),
  );
  await put(
    "server/app/(marketing)/about/page_client-reference-manifest.js",
    "globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n" +
      'globalThis.__RSC_MANIFEST["/(marketing)/about/page"] = ' +
      JSON.stringify({
        clientModules: { x: { chunks: ["/_next/static/chunks/lazy.js"] } },
        entryCSSFiles: { "[project]/app/layout": [{ path: "static/chunks/site.css" }] },
        entryJSFiles: {
          "[project]/app/layout": ["static/chunks/layout.js"],
          "[project]/app/(marketing)/about/page": [
            "static/chunks/layout.js",
            "static/chunks/about.js",
          ],
        },
      }) +
      ";",
  );
  for (const name of ["react", "turbopack-x", "layout", "about", "lazy", "polyfill"]) {
    await put(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||=[]).push(["${name}"]);\n`);
  }
});

afterEach(() => rm(dist, { recursive: true, force: true }));

describe("compile hints", () => {
  it("finds the root main files and every route entry's chunks, nothing loaded on demand", async () => {
    expect(await startupChunks(dist)).toEqual([
      "static/chunks/about.js",
      "static/chunks/layout.js",
      "static/chunks/react.js",
      "static/chunks/turbopack-x.js",
    ]);
  });

  it("puts the hint on the first line of each startup chunk, once", async () => {
    expect((await addCompileHints(dist)).changed).toBe(4);
    for (const name of ["react", "turbopack-x", "layout", "about"]) {
      const code = await read(`static/chunks/${name}.js`);
      expect(code).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push(["${name}"]);\n`);
    }
    expect(await read("static/chunks/lazy.js")).not.toContain("allFunctionsCalledOnLoad");
    expect(await read("static/chunks/polyfill.js")).not.toContain("allFunctionsCalledOnLoad");

    expect((await addCompileHints(dist)).changed).toBe(0);
    expect(await read("static/chunks/react.js")).toBe(
      `${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push(["react"]);\n`,
    );
  });
});
