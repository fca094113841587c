import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT, sentScripts, startupChunks } from "./compile-hints.mjs";

let dist: string;

async function put(path: string, text: string) {
  await mkdir(dirname(join(dist, path)), { recursive: true });
  await writeFile(join(dist, path), text);
}

const read = (path: string) => readFile(join(dist, path), "utf8");
const chunk = (name: string) => `(globalThis.TURBOPACK||=[]).push(["${name}"]);\n`;
const sha384 = (text: string) => `sha384-${createHash("sha384").update(text).digest("base64")}`;
const homePage = (names: string[], integrity: (name: string) => string = () => "") =>
  `<!DOCTYPE html><html><head>${names
    .map(
      (name) =>
        `<script src="/_next/static/chunks/${name}.js" async=""${integrity(name)}></script>`,
    )
    .join("")}</head><body></body></html>`;

const ROOT_MAIN = ["react", "turbopack-x"];
const ALL = ["react", "turbopack-x", "layout", "about", "lazy", "polyfill"];

// The shapes Next 16 writes: the build manifest's root main files, per route a client reference
// manifest whose entryJSFiles name the chunks each entry loads, and the prerendered home page.
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "compile-hints-"));
  await put(
    "build-manifest.json",
    JSON.stringify({
      polyfillFiles: ["static/chunks/polyfill.js"],
      rootMainFiles: ROOT_MAIN.map((name) => `static/chunks/${name}.js`),
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
  await put("server/app/index.html", homePage([...ROOT_MAIN, "layout"]));
  for (const name of ALL) await put(`static/chunks/${name}.js`, chunk(name));
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
      expect(await read(`static/chunks/${name}.js`)).toBe(COMPILE_HINT + chunk(name));
    }
    expect(await read("static/chunks/lazy.js")).toBe(chunk("lazy"));
    expect(await read("static/chunks/polyfill.js")).toBe(chunk("polyfill"));

    expect((await addCompileHints(dist)).changed).toBe(0);
    expect(await read("static/chunks/react.js")).toBe(COMPILE_HINT + chunk("react"));
  });

  it("gives the marked chunks their new digests wherever Next wrote integrity", async () => {
    const digests = Object.fromEntries(
      ALL.map((name) => [`static/chunks/${name}.js`, sha384(chunk(name))]),
    );
    const attribute = (name: string) => ` integrity="${sha384(chunk(name))}"`;
    await put("server/subresource-integrity-manifest.json", JSON.stringify(digests));
    await put("server/app/about/page/subresource-integrity-manifest.json", JSON.stringify(digests));
    await put(
      "server/subresource-integrity-manifest.js",
      `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(digests))}`,
    );
    await put("server/app/index.html", homePage([...ROOT_MAIN, "lazy"], attribute));

    await addCompileHints(dist);

    const marked = sha384(COMPILE_HINT + chunk("react"));
    for (const file of [
      "server/subresource-integrity-manifest.json",
      "server/app/about/page/subresource-integrity-manifest.json",
    ]) {
      const manifest = JSON.parse(await read(file));
      expect(manifest["static/chunks/react.js"]).toBe(marked);
      expect(manifest["static/chunks/lazy.js"]).toBe(sha384(chunk("lazy")));
    }
    expect(await read("server/subresource-integrity-manifest.js")).toContain(marked);
    const html = await read("server/app/index.html");
    expect(html).toContain(`react.js" async="" integrity="${marked}"`);
    expect(html).toContain(`lazy.js" async="" integrity="${sha384(chunk("lazy"))}"`);
    expect(html).not.toContain(sha384(chunk("react")));

    // A second run finds every digest in place and changes nothing.
    expect((await addCompileHints(dist)).changed).toBe(0);
  });

  it("refuses a chunk that no longer matches its integrity digest, changing nothing", async () => {
    const digests = Object.fromEntries(
      ALL.map((name) => [`static/chunks/${name}.js`, sha384(chunk(name))]),
    );
    await put("server/subresource-integrity-manifest.json", JSON.stringify(digests));
    await put("static/chunks/turbopack-x.js", "edited after the build\n");

    await expect(addCompileHints(dist)).rejects.toThrow(
      "static/chunks/turbopack-x.js does not match its integrity digest",
    );
    expect(await read("static/chunks/about.js")).toBe(chunk("about"));
  });

  it("fails when the build is not the shape it knows", async () => {
    await put("server/app/index.html", homePage(["react"]));
    await expect(addCompileHints(dist)).rejects.toThrow(
      "the home page does not load static/chunks/turbopack-x.js",
    );

    await rm(join(dist, "static/chunks/about.js"));
    await expect(addCompileHints(dist)).rejects.toThrow(
      "the manifests name chunks the build lacks: static/chunks/about.js",
    );

    await put("build-manifest.json", JSON.stringify({ rootMainFiles: [] }));
    await expect(addCompileHints(dist)).rejects.toThrow("lists no rootMainFiles");

    await rm(join(dist, "build-manifest.json"));
    await expect(addCompileHints(dist)).rejects.toThrow("the build wrote no build-manifest.json");
    expect(await read("static/chunks/react.js")).toBe(chunk("react"));
  });

  it("reads the scripts a page is sent with, the polyfills aside", () => {
    const html =
      '<script src="/a.js" async="" nonce="n"></script><script>inline()</script>' +
      '<script src="/polyfills.js" noModule=""></script><script src="https://cdn.test/b.js">';
    expect(sentScripts(html)).toEqual([
      { src: "/a.js", attributes: ' async="" nonce="n"' },
      { src: "https://cdn.test/b.js", attributes: "" },
    ]);
  });
});
