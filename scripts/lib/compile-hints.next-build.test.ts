// The compile-hint step on a real build: an empty Next app built with an asset prefix and
// subresource integrity, marked by scripts/compile-hints.mjs, served by `next start` and loaded in
// Chromium, which refuses any script whose digest no longer matches. (The site's own build, nonces
// and hash policies included, is checked by e2e/startup-scripts.spec.ts.)
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CHROMIUM_BROWSER_FLAGS, findTestBrowser } from "./chromium.mjs";
import { COMPILE_HINT, sentScripts } from "./compile-hints.mjs";
import { freePort } from "./free-port.mjs";
import { waitForHttp } from "./wait-for-http.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;
const NEXT = join(ROOT, "node_modules/next/dist/bin/next");
const run = promisify(execFile);

let dir: string;
let server: ChildProcess | undefined;
let origin: string;

beforeAll(async () => {
  // Inside the repository, so that `next` and React resolve from its node_modules.
  dir = await mkdtemp(join(ROOT, ".build-test-"));
  await cp(join(ROOT, "scripts/bench/floor-app"), dir, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await writeFile(
    join(dir, "next.config.mjs"),
    `export default ${JSON.stringify({
      assetPrefix: origin,
      experimental: { sri: { algorithm: "sha384" } },
    })};\n`,
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  await run(process.execPath, [NEXT, "build"], { cwd: dir, env });
  await run(process.execPath, [join(ROOT, "scripts/compile-hints.mjs")], { cwd: dir, env });
  server = spawn(process.execPath, [NEXT, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env,
    stdio: "ignore",
  });
  await waitForHttp(`${origin}/`, server, "next start");
}, 240_000);

afterAll(async () => {
  server?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("compile hints on a build with an asset prefix and subresource integrity", () => {
  it("serves marked startup chunks whose digests match, and the page hydrates", async () => {
    const browser = await chromium.launch({
      executablePath: await findTestBrowser(),
      args: CHROMIUM_BROWSER_FLAGS,
    });
    try {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") refused.push(message.text());
      });
      const response = await page.goto(`${origin}/`);
      await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 30_000 });
      expect(refused).toEqual([]);

      const html = (await response?.text()) ?? "";
      const scripts = sentScripts(html).map(({ src, attributes }) => ({
        src,
        integrity: /integrity="([^"]+)"/.exec(attributes)?.[1],
      }));
      // Next gives the root main files a digest, not a route's own chunks.
      expect(scripts.filter(({ integrity }) => integrity).length).toBeGreaterThan(2);
      for (const { src, integrity } of scripts) {
        expect(src.startsWith(`${origin}/_next/static/chunks/`), src).toBe(true);
        const code = Buffer.from(await (await fetch(src)).arrayBuffer());
        expect(code.toString("utf8").startsWith(COMPILE_HINT), src).toBe(true);
        if (integrity) {
          expect(integrity).toBe(`sha384-${createHash("sha384").update(code).digest("base64")}`);
        }
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});
