import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The modules that read the environment: the site's two env modules. */
const ENV_MODULES = ["lib/env.ts", "lib/server-env.ts"];

/**
 * `NEXT_RUNTIME` in instrumentation.ts is the bundler's switch between its Node and edge builds,
 * which only a literal `process.env.NEXT_RUNTIME` there lets it drop; no one configures it.
 */
const BUNDLER_SWITCHES = [{ file: "instrumentation.ts", name: "NEXT_RUNTIME" }];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function readsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*))?/g)].map(
    (match) => match[1] ?? "(all)",
  );
}

describe("the site's environment", () => {
  const files = [
    ...["app", "components", "content", "lib"].flatMap(sourceFiles),
    "proxy.ts",
    "instrumentation.ts",
    "next.config.ts",
  ].map((file) => relative(ROOT, join(ROOT, file)));

  it("is read only by lib/env.ts and lib/server-env.ts", () => {
    const strays = files
      .filter((file) => !ENV_MODULES.includes(file))
      .flatMap((file) =>
        readsOf(file)
          .filter((name) => !BUNDLER_SWITCHES.some((s) => s.file === file && s.name === name))
          .map((name) => `${file}: process.env.${name}`),
      );
    expect(files.length).toBeGreaterThan(100);
    expect(strays).toEqual([]);
  });

  it("is read by both env modules", () => {
    for (const file of ENV_MODULES) expect(readsOf(file).length).toBeGreaterThan(0);
  });
});
