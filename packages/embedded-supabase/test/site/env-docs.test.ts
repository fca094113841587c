import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PACKAGE = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = join(PACKAGE, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Names the code reads: `env.NAME`, `env["NAME"]` and `(env, "NAME")` of the config helpers. */
function variablesRead(text: string): string[] {
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]*)/g,
    /\benv\[\s*"([A-Z][A-Z0-9_]*)"\s*\]/g,
    /\(\s*env\s*,\s*"([A-Z][A-Z0-9_]*)"\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/** The variables of the README's configuration table: its first column's `NAME`s. */
function variablesDocumented(): Set<string> {
  const readme = readFileSync(join(PACKAGE, "README.md"), "utf8");
  const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Layout"));
  return new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!));
}

describe("the environment the package reads", () => {
  const files = sourceFiles(SOURCE);

  it("is read only by the command line and the config layer", () => {
    const readers = files
      .filter((file) => /\bprocess\.env\b|\benv\s*[.[]/.test(readFileSync(file, "utf8")))
      .map((file) => relative(SOURCE, file));
    expect(readers.length).toBeGreaterThan(0);
    for (const reader of readers) expect(reader).toMatch(/^(cli|config)\//);
  });

  it("is listed, every variable of it, in the README's table, and the table lists no other", () => {
    const read = new Set(files.flatMap((file) => variablesRead(readFileSync(file, "utf8"))));
    const documented = variablesDocumented();
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
