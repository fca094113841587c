import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * US spellings met in our copy, each with the Indian English (British) form we write. Names the
 * specification quotes (the "Hyper-Personalized" tag, the Learning Center, Career Center and
 * Course Catalog pages) are its own and stay as quoted: see `QUOTED`.
 */
const US_SPELLINGS: Record<string, string> = {
  modeling: "modelling",
  behavior: "behaviour",
  optimization: "optimisation",
  optimizer: "optimiser",
  optimize: "optimise",
  organization: "organisation",
  organize: "organise",
  personalized: "personalised",
  analyze: "analyse",
  recognize: "recognise",
  specialized: "specialised",
  prioritize: "prioritise",
  color: "colour",
  favorite: "favourite",
  enrollment: "enrolment",
  labor: "labour",
  center: "centre",
  catalog: "catalogue",
  email: "e-mail",
};

/** Spec-quoted names kept as the specification writes them. */
const QUOTED = [
  "Hyper-Personalized",
  "Learning Center",
  "Career Center",
  "Course Catalog",
  "Help Center",
  "Email already in use",
  "Please use a different email address.",
];

const CONTENT_DIR = path.join(import.meta.dirname);

/** The string literals of a content module: what visitors read, not identifiers or imports. */
function copyOf(file: string): string[] {
  const source = readFileSync(path.join(CONTENT_DIR, file), "utf8");
  const strings = source.match(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return strings
    .map((literal) => literal.slice(1, -1))
    .filter((text) => !/^[@./]|^[a-z-]+$/.test(text) && !text.startsWith("/"));
}

const files = readdirSync(CONTENT_DIR).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
);

describe("content copy", () => {
  it("reads the modules it checks", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(copyOf).length).toBeGreaterThan(200);
  });

  for (const file of files) {
    it(`${file} uses British spelling and "e-mail"`, () => {
      const found: string[] = [];
      for (let text of copyOf(file)) {
        for (const quoted of QUOTED) text = text.replaceAll(quoted, "");
        for (const [us, british] of Object.entries(US_SPELLINGS)) {
          const pattern = new RegExp(`\\b${us}(s|ed|ing|al|ally)?\\b`, "i");
          const match = text.match(pattern);
          if (match) found.push(`"${match[0]}" (write "${british}") in: ${text}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
