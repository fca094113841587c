import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

import { findRawColours } from "@/test/support/raw-colours";

const ROOT = join(__dirname, "../..");
const THEME = "app/globals.css";
/** Repeats theme values for what cannot read CSS (icons, the sharing card): nothing of its own. */
const BRAND = "components/brand/brand.ts";
const ALLOWED = new Set([THEME, BRAND]);

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css|mjs)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !ALLOWED.has(path));
}

describe("findRawColours", () => {
  it.each([
    ['fill="#4338ca"', "#4338ca"],
    ["color: '#FFF'", "#FFF"],
    ["bg-[radial-gradient(rgba(67,56,202,0.16),transparent)]", "rgba("],
    ["color: oklch(0.6 0.2 250)", "oklch("],
    ['className="text-slate-600"', "text-slate-600"],
    ['className="hover:bg-indigo-50"', "bg-indigo-50"],
    ['className="bg-white/80"', "bg-white"],
    ['className="border-x-amber-300 text-black"', "border-x-amber-300"],
  ])("flags %s", (source, match) => {
    expect(findRawColours(source).map((found) => found.match)).toContain(match);
  });

  it.each([
    'href="#main"',
    "href={`#${NOTIFY_ANCHOR}`}",
    'className="bg-card text-primary border-ink-foreground/10"',
    'className="text-balance bg-whitespace to-primary-soft"',
    "&#39;",
  ])("leaves %s alone", (source) => {
    expect(findRawColours(source)).toEqual([]);
  });
});

describe("components/ and app/", () => {
  it("name colours only through the theme tokens", () => {
    const offenders = [...sources("components"), ...sources("app")].flatMap((path) =>
      findRawColours(read(path)).map(
        (found) => `${path}:${found.line} ${found.kind} ${found.match}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("write in the brand source only values of theme tokens", () => {
    const tokens = new Set(
      [...read(THEME).matchAll(/--color-[\w-]+:\s*(#[0-9a-f]+);/gi)].map(([, hex]) =>
        hex!.toLowerCase(),
      ),
    );
    const offenders = findRawColours(read(BRAND))
      .filter((found) => !tokens.has(found.match.toLowerCase()))
      .map((found) => `${BRAND}:${found.line} ${found.kind} ${found.match}`);
    expect(offenders).toEqual([]);
  });
});
