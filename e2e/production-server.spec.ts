import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";

/**
 * `npm start`'s server as an operator runs it: where it listens, its health check, and how it
 * stops. Processes, not pages: @desktop only.
 */

type Ready = { url: string; anonKey: string };

async function e2eBackend(): Promise<Ready> {
  const file = `${process.env.E2E_DATA_DIR ?? ".data/e2e"}.ready.json`;
  return JSON.parse(await readFile(file, "utf8")) as Ready;
}

const DOWN_PORT = Number(process.env.E2E_PORT_DOWN ?? Number(process.env.E2E_PORT ?? 3100) + 2);

test.describe("the production server @desktop", () => {
  test("listens on the loopback address by default, reports health and stops gracefully", async () => {
    const backend = await e2eBackend();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SUPABASE_URL: backend.url,
      SUPABASE_PUBLISHABLE_KEY: backend.anonKey,
      PORT: "0",
    };
    delete env.HOST;
    const child = spawn(process.execPath, ["scripts/serve.mjs"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      await test.step("binds 127.0.0.1, not every interface", async () => {
        await expect
          .poll(() => /on http:\/\/([\d.]+):\d+/.exec(output)?.[1], { timeout: 30_000 })
          .toBe("127.0.0.1");
      });
      const base = /http:\/\/127\.0\.0\.1:\d+/.exec(output)![0];

      await test.step("answers /api/health with the database reachable", async () => {
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
      });

      await test.step("finishes and exits 0 on SIGTERM, then takes no connection", async () => {
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
        expect(output).toContain("SIGTERM: finishing the requests in flight");
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

test.describe("the build served by plain next start, as on Vercel @desktop", () => {
  test("sends prerendered pages paint-first: the build rewrote them", async () => {
    const backend = await e2eBackend();
    const child = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-p", "0", "-H", "127.0.0.1"],
      {
        env: {
          ...process.env,
          NEXT_PUBLIC_SUPABASE_URL: backend.url,
          NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: backend.anonKey,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    try {
      await expect
        .poll(() => /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0], { timeout: 30_000 })
        .toBeTruthy();
      const base = /http:\/\/127\.0\.0\.1:\d+/.exec(output)![0];
      for (const path of ["/", "/about", "/no-such-page"]) {
        const html = await (await fetch(`${base}${path}`)).text();
        const head = html.slice(0, html.indexOf("</head>"));
        expect(head, path).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
        expect(html.match(/<script id="paint-first">/g), path).toHaveLength(1);
      }
    } finally {
      child.kill("SIGKILL");
    }
  });
});
