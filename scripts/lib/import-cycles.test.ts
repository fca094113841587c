import { dirname, join, relative } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

/** Every module the file names: imports and re-exports (type-only ones too), `import()` calls and types. */
function specifiers(file: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The project's own modules and what each imports of them. */
function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const own = (path: string) => !path.includes("/node_modules/") && path.startsWith(ROOT);
  const graph = new Map<string, string[]>();
  for (const fileName of config.fileNames.filter(own)) {
    const text = ts.sys.readFile(fileName) ?? "";
    const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
    const targets = specifiers(file).flatMap((specifier) => {
      const { resolvedModule } = ts.resolveModuleName(specifier, fileName, config.options, ts.sys);
      const target = resolvedModule?.resolvedFileName;
      return target && own(target) && target !== fileName ? [relative(ROOT, target)] : [];
    });
    graph.set(relative(ROOT, fileName), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan), each sorted. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return groups;
}

describe("import cycles", () => {
  it("finds a cycle that only type imports close", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    const source = ts.createSourceFile(
      join(dirname(ROOT), "x.ts"),
      'import type { A } from "./a";\nexport type { B } from "./b";\ntype C = import("./c").C;',
      ts.ScriptTarget.Latest,
      true,
    );
    expect(specifiers(source)).toEqual(["./a", "./b", "./c"]);
  });

  // Parses every source file of the repository: seconds, more on a busy machine.
  it(
    "has none among the project's modules, type-only imports included",
    { timeout: 30_000 },
    () => {
      const graph = importGraph();
      expect(graph.size).toBeGreaterThan(200);
      expect(cycles(graph)).toEqual([]);
    },
  );
});
