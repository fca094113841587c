import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";

import { siteRoutes } from "@/content/routes";

import { npmScriptEnv, npmStartCommand } from "./start-command";

/**
 * `npm start`'s server as an operator runs it: where it listens, its health check, and how it
 * stops. Processes, not pages: @desktop only.
 */

/** Pages rendered per request beside the site's routes, whose scripts carry a nonce. */
const PER_REQUEST_PAGES = ["/login", "/signup", "/forgot-password"];

const DOWN_PORT = Number(process.env.E2E_PORT_DOWN ?? Number(process.env.E2E_PORT ?? 3100) + 2);

test.describe("the production server @desktop", () => {
  test("listens on the loopback address by default, reports health and stops gracefully", async () => {
    const env: NodeJS.ProcessEnv = npmScriptEnv({
      ...process.env,
      EMBEDDED_ATTACH: "1",
      EMBEDDED_DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
    });
    delete env.HOST;
    delete env.PORT;
    const start = npmStartCommand(["-p", "0"]);
    const child = spawn(start.command, start.args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      await test.step("binds 127.0.0.1, not every interface", async () => {
        await expect
          .poll(() => /Local:\s+http:\/\/([\d.]+):\d+/.exec(output)?.[1], { timeout: 30_000 })
          .toBe("127.0.0.1");
      });
      const base = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];

      await test.step("answers /api/health with the database reachable", async () => {
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
      });

      await test.step("compresses what it sends, as Next does", async () => {
        const response = await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip" } });
        expect(response.headers.get("content-encoding")).toBe("gzip");
        expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      });

      await test.step("allows every page's inline scripts by hash or nonce, and no others", async () => {
        for (const path of [...siteRoutes.map(({ path }) => path), ...PER_REQUEST_PAGES]) {
          const response = await fetch(`${base}${path}`);
          const html = await response.text();
          const policy = response.headers.get("content-security-policy") ?? "";
          const sources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
          expect(sources, path).not.toContain("'unsafe-inline'");
          const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
          const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
            .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
            .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));
          expect(inline.length, path).toBeGreaterThan(0);
          for (const { attributes, text } of inline) {
            const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
            const allowed =
              sources.includes(hash) ||
              (nonce !== undefined && attributes.includes(`nonce="${nonce}"`));
            expect(allowed, `${path}: ${text.slice(0, 60)}`).toBe(true);
          }
        }
      });

      await test.step("finishes and exits 0 on SIGTERM, then takes no connection", async () => {
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
        await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      });
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });

  test("reports 503 from a server whose backend does not answer", async () => {
    const response = await fetch(`http://127.0.0.1:${DOWN_PORT}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: "unreachable" });
  });
});
