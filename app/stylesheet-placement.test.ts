import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { describe, expect, it } from "vitest";

// Next inlines the stylesheet into every page (`experimental.inlineCss` in next.config.ts). Where
// it is imported decides how many copies each page carries: from the site group's layout, one
// `<style>` and one copy in the page's payload; from the root layout, a root not-found page or an
// error screen, another copy in every page. These rules keep it at two. Each language has its
// group and root layout (English `(site)`, Hindi `(hi)`), and each brings the stylesheet.
const APP = __dirname;
const GROUPS = ["(site)", "(hi)"];
const GROUP_LAYOUTS = GROUPS.map((group) => join(group, "layout.tsx"));
/** Unknown paths: a document of its own, outside the root layout, with its own import. */
const GLOBAL_NOT_FOUND = "global-not-found.tsx";
const STYLESHEET_IMPORT = /^import\s+["'][./]*globals\.css["'];?$/m;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(APP, join(entry.parentPath, entry.name)));
}

const pages = files(APP).filter((path) => /(^|[\\/])(page|not-found)\.tsx$/.test(path));

describe("the stylesheet's places", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it("puts every page under a language's group, whose layout brings the stylesheet", () => {
    expect(pages.filter((path) => !GROUPS.includes(path.split(sep)[0] ?? ""))).toEqual([]);
  });

  it("imports the stylesheet only in the groups' layouts and the global 404 page", () => {
    const importers = files(APP)
      .filter((path) => /\.tsx?$/.test(path) && !path.endsWith(".test.ts"))
      .filter((path) => STYLESHEET_IMPORT.test(readFileSync(join(APP, path), "utf8")));
    expect(importers.sort()).toEqual([...GROUP_LAYOUTS, GLOBAL_NOT_FOUND].sort());
  });
});
