import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
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
    "EMBEDDED_ATTACH",
    "SMTP_URL",
    "SMTP_FROM",
    "EMBEDDED_ENABLE_CONFIRMATIONS",
  ]) {
    delete base[name];
  }
  const dataDir = join(root, `data-${Math.random().toString(36).slice(2)}`);
  const child = spawn(process.execPath, ["scripts/with-backend.mjs", ...command], {
    env: { ...base, EMBEDDED_DATA_DIR: dataDir, EMBEDDED_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const started = Date.now();
  return new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
    ms: number;
    dataDir: string;
  }>((resolve) =>
    child.on("exit", (code) =>
      resolve({ code, stdout, stderr, ms: Date.now() - started, dataDir }),
    ),
  );
}

/** The backend's `backend.mail` events among the JSON lines the launcher printed. */
function mailEvents(stdout: string): Record<string, unknown>[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === "backend.mail");
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

  it("refuses a public site whose embedded backend cannot send e-mail, naming SMTP_URL", async () => {
    const result = await launch(["next", "start"], {
      NEXT_PUBLIC_SITE_URL: "https://example.org",
      SUPABASE_DB_URL: "postgres://gurukul@127.0.0.1:9/gurukul",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("SMTP_URL=smtps://");
    expect(result.stderr).toContain("SMTP_FROM=");
    expect(result.stdout).not.toContain("embedded Supabase stand-in at");
  }, 30_000);

  it("refuses a public site whose embedded backend lets sign-ups in unconfirmed", async () => {
    const result = await launch(["next", "start"], {
      NEXT_PUBLIC_SITE_URL: "https://example.org",
      SUPABASE_DB_URL: "postgres://gurukul@127.0.0.1:9/gurukul",
      SMTP_URL: "smtp://127.0.0.1:9",
      SMTP_FROM: "Gurukul Code <no-reply@example.org>",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("EMBEDDED_ENABLE_CONFIRMATIONS=1");
    expect(result.stdout).not.toContain("embedded Supabase stand-in at");
  }, 30_000);

  it.each([
    ["no site URL", {}],
    [
      "EMBEDDED_BACKEND=allow",
      {
        NEXT_PUBLIC_SITE_URL: "https://example.org",
        EMBEDDED_BACKEND: "allow",
        SMTP_URL: "smtp://127.0.0.1:9",
        SMTP_FROM: "Gurukul Code <no-reply@example.org>",
        EMBEDDED_ENABLE_CONFIRMATIONS: "1",
      },
    ],
  ])(
    "runs the command on the embedded backend with %s",
    async (_, env) => {
      const result = await launch(PRINT_BACKEND, env);
      expect(result.stdout).toMatch(/APP http:\/\/127\.0\.0\.1:\d+/);
      expect(result.code).toBe(0);
      // Without SMTP every e-mail waits in the local mailbox, whose address is printed; with it, none.
      if ("SMTP_URL" in env) expect(result.stdout).not.toContain("local mailbox");
      else expect(result.stdout).toMatch(/local mailbox at http:\/\/127\.0\.0\.1:\d+\/_mailbox/);
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
        EMBEDDED_DATA_DIR: join(root, "data-stop-order"),
        EMBEDDED_PORT: "0",
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
    const result = await launch(["node", "--input-type=module", "-e", RECOVER], {
      NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:4321",
      EMBEDDED_SITE_URL: "",
    });
    expect(result.stdout).toContain("RECOVER 200");
    // The log carries the link for local work, the address masked; the mail log beside the data
    // keeps the whole line, as the site's own mail.
    expect(mailEvents(result.stdout)).toContainEqual(
      expect.objectContaining({
        level: "info",
        service: "backend",
        delivery: "local",
        subject: "Reset your Gurukul Code password",
        to: "l***@example.com",
        link: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4321\/auth\/confirm/),
        code: expect.stringMatching(/^\d{6}$/),
      }),
    );
    expect(result.stdout).not.toContain("links@example.com");
    expect(await readFile(`${result.dataDir}.mail.log`, "utf8")).toMatch(
      /^\[mail\] \[code \d{6}\] Reset your Gurukul Code password for links@example\.com: http:\/\/127\.0\.0\.1:4321\/auth\/confirm/m,
    );
    expect(result.code).toBe(0);
  }, 60_000);

  it("sends sign-up links to the site's confirmation page, not the backend's own address", async () => {
    const app = [
      "const headers = { apikey: process.env.SUPABASE_PUBLISHABLE_KEY, 'content-type': 'application/json' };",
      "const body = JSON.stringify({ email: 'verify@example.com', password: 'correct-horse-1' });",
      "const signup = await fetch(process.env.SUPABASE_URL + '/auth/v1/signup', { method: 'POST', headers, body });",
      "console.log('SIGNUP ' + signup.status);",
      "await new Promise((done) => setTimeout(done, 500));",
    ].join("\n");
    const result = await launch(["node", "--input-type=module", "-e", app], {
      NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:4321/",
      EMBEDDED_SITE_URL: "",
      EMBEDDED_API_EXTERNAL_URL: "",
      EMBEDDED_ENABLE_CONFIRMATIONS: "1",
    });
    expect(result.stdout).toContain("SIGNUP 200");
    expect(mailEvents(result.stdout)).toContainEqual(
      expect.objectContaining({
        link: expect.stringMatching(
          /^http:\/\/127\.0\.0\.1:4321\/auth\/confirm\?token_hash=\w+&type=signup$/,
        ),
      }),
    );
    expect(result.code).toBe(0);
  }, 60_000);

  it("delivers e-mail through SMTP_URL and keeps its link and code out of the log", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let message = "";
        stream.on("data", (chunk: Buffer) => (message += chunk));
        stream.on("end", () => {
          received.push(message);
          done();
        });
      },
    });
    await new Promise<void>((listening) => smtp.listen(0, "127.0.0.1", listening));
    const { port } = smtp.server.address() as AddressInfo;
    try {
      const result = await launch(["node", "--input-type=module", "-e", RECOVER], {
        NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:4321",
        EMBEDDED_SITE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SMTP_FROM: "Gurukul Code <no-reply@example.org>",
      });
      expect(result.stdout).toContain("RECOVER 200");
      expect(result.code).toBe(0);
      const recovery = received.find((message) =>
        message.includes("Reset your Gurukul Code password"),
      );
      expect(recovery).toMatch(/^To: links@example\.com/m);
      expect(recovery).toContain("http://127.0.0.1:4321/auth/confirm");
      const events = mailEvents(result.stdout);
      expect(events).toContainEqual(
        expect.objectContaining({
          delivery: "smtp",
          subject: "Reset your Gurukul Code password",
          to: "l***@example.com",
        }),
      );
      for (const event of events) {
        expect(event).not.toHaveProperty("link");
        expect(event).not.toHaveProperty("code");
      }
      expect(result.stdout).not.toContain("/auth/confirm");
      expect(result.stdout).not.toContain("links@example.com");
    } finally {
      await new Promise<void>((closed) => smtp.close(() => closed()));
    }
  }, 60_000);
});

/** An app that signs up links@example.com and asks for a password recovery e-mail. */
const RECOVER = [
  "const headers = { apikey: process.env.SUPABASE_PUBLISHABLE_KEY, 'content-type': 'application/json' };",
  "const body = JSON.stringify({ email: 'links@example.com', password: 'correct-horse-1' });",
  "const auth = process.env.SUPABASE_URL + '/auth/v1';",
  "await fetch(auth + '/signup', { method: 'POST', headers, body });",
  "const recover = await fetch(auth + '/recover', { method: 'POST', headers, body });",
  "console.log('RECOVER ' + recover.status);",
  "await new Promise((done) => setTimeout(done, 500));",
].join("\n");
