import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const METHODS = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS";

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "route.ts")
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each HTTP method a route file exports, with the expression it exports. */
function exportedHandlers(source: string): [string, string][] {
  const handlers: [string, string][] = [];
  for (const match of source.matchAll(
    new RegExp(`export (?:async )?function (${METHODS})\\b`, "g"),
  )) {
    handlers.push([match[1]!, "a function declaration"]);
  }
  for (const match of source.matchAll(new RegExp(`export const (${METHODS}) = ([^;]+)`, "g"))) {
    handlers.push([match[1]!, match[2]!]);
  }
  for (const list of source.matchAll(/export \{([^}]+)\}/g)) {
    for (const [, local, method] of list[1]!.matchAll(
      new RegExp(`(\\w+) as (${METHODS})\\b`, "g"),
    )) {
      const definition = source.match(new RegExp(`const ${local} = ([^;]+)`));
      handlers.push([method!, definition?.[1] ?? `${local}, defined elsewhere`]);
    }
  }
  return handlers;
}

describe("route handlers", () => {
  const files = ["app/api", "app/supabase", "app/auth"].flatMap((dir) =>
    routeFiles(join(ROOT, dir)),
  );

  it("are found", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))(
    "%s: every method is wrapped in withRequest (its id on the answer, its request line)",
    (_name, file) => {
      const handlers = exportedHandlers(readFileSync(file, "utf8"));
      expect(handlers.length).toBeGreaterThan(0);
      for (const [method, expression] of handlers) {
        expect(expression.trimStart(), method).toMatch(/^withRequest\(/);
      }
    },
  );
});
