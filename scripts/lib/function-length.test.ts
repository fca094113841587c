import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const FOLDERS = ["app", "components", "lib", "packages"];
const MAX_LINES = 120;
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$|\/test\/|\/e2e\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Lines from a function's first token to its closing brace, blank lines and comments included. */
function spanLines(node: ts.Node, file: ts.SourceFile): number {
  const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
  const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
  return last - first + 1;
}

function functionName(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(file);
  }
  return "(anonymous)";
}

function longFunctions(path: string, max = MAX_LINES): string[] {
  const text = readFileSync(path, "utf8");
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const lines = spanLines(node, file);
      if (lines > max) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        const name = functionName(node as ts.FunctionLikeDeclaration, file);
        found.push(`${relative(ROOT, path)}:${line + 1} ${name} (${lines} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("function length", () => {
  // Parses every source file of the repository: seconds, more on a busy machine.
  it(
    `keeps every function, method and component body in ${FOLDERS.join(", ")} within ${MAX_LINES} lines`,
    { timeout: 30_000 },
    () => {
      const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).filter(
        (path) => !TEST.test(relative(ROOT, path)),
      );
      expect(files.length).toBeGreaterThan(100);
      expect(files.flatMap((path) => longFunctions(path))).toEqual([]);
    },
  );
});
