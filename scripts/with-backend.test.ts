import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "with-backend-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs the launcher with only the given backend variables set. */
function launch(command: string[], env: Record<string, string>) {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    "NEXT_PUBLIC_SITE_URL",
    "NEXT_PUBLIC_SUPABASE_URL",
    "SUPABASE_DB_URL",
    "EMBEDDED_BACKEND",
    "STANDIN_ATTACH",
  ]) {
    delete base[name];
  }
  const child = spawn(process.execPath, ["scripts/with-backend.mjs", ...command], {
    env: {
      ...base,
      STANDIN_DATA_DIR: join(root, `data-${Math.random().toString(36).slice(2)}`),
      STANDIN_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const started = Date.now();
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>(
    (resolve) =>
      child.on("exit", (code) => resolve({ code, stdout, stderr, ms: Date.now() - started })),
  );
}

const PRINT_BACKEND = ["node", "-e", "console.log('APP ' + process.env.SUPABASE_URL)"];

describe("scripts/with-backend.mjs", () => {
  it("refuses a public site with no backend configured, naming the variables to set", async () => {
    const result = await launch(["next", "start"], { NEXT_PUBLIC_SITE_URL: "https://example.org" });
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(30_000);
    for (const name of ["NEXT_PUBLIC_SUPABASE_URL", "SUPABASE_DB_URL", "EMBEDDED_BACKEND=allow"]) {
      expect(result.stderr).toContain(name);
    }
    expect(result.stdout).not.toContain("embedded Supabase stand-in at");
  }, 30_000);

  it.each([
    ["no site URL", {}],
    [
      "EMBEDDED_BACKEND=allow",
      { NEXT_PUBLIC_SITE_URL: "https://example.org", EMBEDDED_BACKEND: "allow" },
    ],
  ])(
    "runs the command on the embedded backend with %s",
    async (_, env) => {
      const result = await launch(PRINT_BACKEND, env);
      expect(result.stdout).toMatch(/APP http:\/\/127\.0\.0\.1:\d+/);
      expect(result.code).toBe(0);
    },
    60_000,
  );

  it("stops the app first and the backend only once the app has exited", async () => {
    // On SIGTERM the app still needs the backend for a moment, as a request in flight would.
    const app = [
      "process.on('SIGTERM', async () => {",
      "  await new Promise((done) => setTimeout(done, 500));",
      "  const status = await fetch(process.env.SUPABASE_URL + '/auth/v1/health').then(",
      "    (response) => response.status, () => 'unreachable');",
      "  console.log('HEALTH ' + status);",
      "  process.exit(0);",
      "});",
      "console.log('APP ready');",
      "setInterval(() => {}, 1000);",
    ].join("\n");
    const child = spawn(process.execPath, ["scripts/with-backend.mjs", "node", "-e", app], {
      env: {
        ...process.env,
        NEXT_PUBLIC_SITE_URL: "",
        NEXT_PUBLIC_SUPABASE_URL: "",
        STANDIN_DATA_DIR: join(root, "data-stop-order"),
        STANDIN_PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    const ready = new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk;
        if (stdout.includes("APP ready")) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    await ready;
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stdout).toContain("HEALTH 200");
  }, 60_000);

  it("sends the embedded backend's e-mailed links to NEXT_PUBLIC_SITE_URL", async () => {
    const app = [
      "const headers = { apikey: process.env.SUPABASE_PUBLISHABLE_KEY, 'content-type': 'application/json' };",
      "const body = JSON.stringify({ email: 'links@example.com', password: 'correct-horse-1' });",
      "const auth = process.env.SUPABASE_URL + '/auth/v1';",
      "await fetch(auth + '/signup', { method: 'POST', headers, body });",
      "const recover = await fetch(auth + '/recover', { method: 'POST', headers, body });",
      "console.log('RECOVER ' + recover.status);",
      "await new Promise((done) => setTimeout(done, 500));",
    ].join("\n");
    const result = await launch(["node", "--input-type=module", "-e", app], {
      NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:4321",
      STANDIN_SITE_URL: "",
    });
    expect(result.stdout).toContain("RECOVER 200");
    expect(result.stdout).toMatch(/\[mail\][^\n]*http:\/\/127\.0\.0\.1:4321\/auth\/confirm/);
    expect(result.code).toBe(0);
  }, 60_000);
});
