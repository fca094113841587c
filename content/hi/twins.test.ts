import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const HI_DIR = import.meta.dirname;
const EN_DIR = path.dirname(HI_DIR);

/** Modules of `content/` that hold types only, no text a reader sees. */
const WITHOUT_TEXT = new Set(["types.ts", "copy-types.ts", "translation.ts"]);

/** Fields that are data, not text, when they hold a string: they stay exactly as in English. */
const DATA_KEYS = new Set(["href", "path", "icon", "id", "kind", "list", "version", "effective"]);

/** One-word texts that read like ids ("or"), told apart by their key. */
const TEXT_KEYS = new Set(["or"]);

/** Values that are data whatever their key: links, and lower-case ids like "piggy-bank". */
function isDataValue(value: string, key = ""): boolean {
  if (TEXT_KEYS.has(key)) return false;
  return /^(\/|#|mailto:|tel:|https?:)/.test(value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}

/**
 * A value with its text blanked and its data kept: equal for a module and its twin when every list
 * has the English length (the type does not fix the length of plain arrays) and every field that
 * is not text is as in English.
 */
function skeletonOf(value: unknown, key = ""): unknown {
  if (typeof value === "string")
    return DATA_KEYS.has(key) || isDataValue(value, key) ? value : "text";
  if (typeof value === "function") return "function";
  if (Array.isArray(value)) return value.map((item) => skeletonOf(item));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([childKey, child]) => [childKey, skeletonOf(child, childKey)]),
  );
}

type Leaf = { trail: string; en: string; hi: string; isText: boolean };

/** The string leaves of an English value beside its twin's, walked in step. */
function leavesOf(en: unknown, hi: unknown, trail: string, key: string): Leaf[] {
  if (typeof en === "string") {
    const isText = !DATA_KEYS.has(key) && !isDataValue(en, key);
    return [{ trail, en, hi: typeof hi === "string" ? hi : String(hi), isText }];
  }
  // A sentence built from a detail (the callback's "we will call you..."): read as worded without it.
  if (typeof en === "function" && typeof hi === "function" && trail.includes(".")) {
    return leavesOf(en(null), hi(null), `${trail}()`, key);
  }
  if (en === null || typeof en !== "object") return [];
  const twin = (hi ?? {}) as Record<string, unknown>;
  return Object.entries(en).flatMap(([childKey, value]) =>
    leavesOf(value, twin[childKey], `${trail}.${childKey}`, Array.isArray(en) ? "" : childKey),
  );
}

/** Devanagari letters (matras included, danda and digits not) against Latin ones. */
function devanagariShare(texts: string[]): number {
  const all = texts.join(" ");
  const devanagari = all.match(/[\u0900-\u0963\u0970-\u097F]/g)?.length ?? 0;
  const latin = all.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari / Math.max(devanagari + latin, 1);
}

/** Three or more English words in a row: a sentence left untranslated, not a kept name or term. */
const ENGLISH_PHRASE = /[A-Za-z'-]+(?:[ ,]+[A-Za-z'-]+){2,}/;

/** The twin's strings, each with its English one, or a failure naming what is missing. */
async function loadTwin(file: string) {
  const en = (await import(path.join(EN_DIR, file))) as Record<string, unknown>;
  const hi = (await import(path.join(HI_DIR, file))) as Record<string, unknown>;
  const leaves = Object.keys(en).flatMap((name) => leavesOf(en[name], hi[name], name, name));
  return { en, hi, leaves };
}

const englishModules = readdirSync(EN_DIR).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !WITHOUT_TEXT.has(file),
);

describe("Hindi twins of the content modules", () => {
  it("finds the English modules it checks", () => {
    expect(englishModules).toEqual(expect.arrayContaining(["home.ts", "legal.ts", "routes.ts"]));
  });

  for (const file of englishModules) {
    describe(file, () => {
      it("has a twin in content/hi", () => {
        expect(existsSync(path.join(HI_DIR, file))).toBe(true);
      });

      it("exports exactly the English names", async () => {
        const { en, hi } = await loadTwin(file);
        expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      });

      it("has the English shape, with every field that is not text as in English", async () => {
        const { en, hi } = await loadTwin(file);
        expect(skeletonOf(hi)).toEqual(skeletonOf(en));
      });

      it("is at least half Devanagari and leaves no English sentence as it was", async () => {
        const { leaves } = await loadTwin(file);
        const text = leaves.filter((leaf) => leaf.isText);
        expect(text.length).toBeGreaterThan(0);
        const untranslated = text.filter(
          (leaf) => leaf.hi === leaf.en && ENGLISH_PHRASE.test(leaf.en),
        );
        expect(untranslated.map((leaf) => `${leaf.trail}: ${leaf.hi}`)).toEqual([]);
        expect(devanagariShare(text.map((leaf) => leaf.hi))).toBeGreaterThanOrEqual(0.5);
      });
    });
  }
});
