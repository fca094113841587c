import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, "csp-hashes.mjs");
const BASE_POLICY = "default-src 'self'; script-src 'self'";

/** The hash a policy lists for an inline script with this text. */
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (script: string) =>
  `<!DOCTYPE html><html><body><script>${script}</script></body></html>`;

let dist: string;

/** A build's output in Next's shapes, with the pages given (route → HTML, or null for none). */
async function writeBuild(
  pages: Record<string, string | null>,
  { perRequest = [] as string[] } = {},
) {
  await mkdir(join(dist, "server/app"), { recursive: true });
  const all = { ...pages, "/_not-found": page("notFound()") };
  const routes = Object.fromEntries(Object.keys(all).map((route) => [route, {}]));
  for (const route of perRequest) delete routes[route];
  await writeFile(join(dist, "prerender-manifest.json"), JSON.stringify({ routes }));
  const appPaths = Object.keys(all).concat(perRequest);
  await writeFile(
    join(dist, "app-path-routes-manifest.json"),
    JSON.stringify(
      Object.fromEntries(appPaths.map((route) => [`${route === "/" ? "" : route}/page`, route])),
    ),
  );
  await writeFile(
    join(dist, "routes-manifest.json"),
    JSON.stringify({
      headers: [
        {
          source: "/:path*",
          regex: "^(?:/(.*))?(?:/)?$",
          headers: [{ key: "Content-Security-Policy", value: BASE_POLICY }],
        },
      ],
    }),
  );
  for (const [route, html] of Object.entries(all)) {
    if (html === null) continue;
    await writeFile(join(dist, "server/app", `${route === "/" ? "index" : route}.html`), html);
  }
}

/** Runs the build step on `dist`: its exit code and output. */
async function cspHashes() {
  try {
    const { stdout } = await run(process.execPath, [SCRIPT], {
      env: { ...process.env, NEXT_DIST_DIR: dist },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const policies = async () => {
  const manifest = JSON.parse(await readFile(join(dist, "routes-manifest.json"), "utf8")) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  return Object.fromEntries(manifest.headers.map((rule) => [rule.source, rule.headers[0]?.value]));
};

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "csp-hashes-"));
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe("scripts/csp-hashes.mjs", () => {
  it("gives each prerendered page the hashes of its own inline scripts, the 404's to every path", async () => {
    await writeBuild({ "/": page("home()"), "/about": page("about()") });
    const { code, output } = await cspHashes();
    expect(code).toBe(0);
    expect(output).toContain("script hashes for 2 prerendered pages");
    const bySource = await policies();
    expect(bySource["/"]).toBe(`${BASE_POLICY} ${hashOf("home()")}`);
    expect(bySource["/about"]).toBe(`${BASE_POLICY} ${hashOf("about()")}`);
    expect(bySource["/:path*"]).toBe(`${BASE_POLICY} ${hashOf("notFound()")}`);
  });

  it("fails the build when a prerendered page has no HTML where Next writes it", async () => {
    await writeBuild({ "/": page("home()"), "/about": null });
    const { code, output } = await cspHashes();
    expect(code).toBe(1);
    expect(output).toContain("/about is prerendered, yet the build wrote no HTML file for it");
  });

  it("fails the build when a page rendered per request gets no nonce from the proxy", async () => {
    await writeBuild({ "/": page("home()") }, { perRequest: ["/dashboard"] });
    const { code, output } = await cspHashes();
    expect(code).toBe(1);
    expect(output).toContain("/dashboard is rendered per request, yet has no nonce");
  });
});
