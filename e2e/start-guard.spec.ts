import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";

import { NEXT_START, npmScriptEnv, npmStartCommand } from "./start-command";

/**
 * The production build started as a public deployment: without the contact details it must stop
 * before serving rather than show placeholders. Processes, not pages: @desktop only.
 */
const PUBLIC_SITE = "https://gurukulcode.com";

const SERVER = { command: process.execPath, args: NEXT_START };

function start(env: Record<string, string>, { command, args } = SERVER) {
  const child = spawn(command, args, {
    env: npmScriptEnv({ ...process.env, NEXT_PUBLIC_SITE_URL: PUBLIC_SITE, ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

/** Starts the server expecting it to refuse: it must exit 1 within 30 s; answers its output. */
async function refusal(env: Record<string, string>, command = SERVER): Promise<string> {
  const server = start(env, command);
  const timeout = setTimeout(() => server.child.kill(), 30_000);
  const code = await server.exited;
  clearTimeout(timeout);
  expect(code, server.output()).toBe(1);
  return server.output();
}

/** The guard's line for a variable a public origin lacks. */
const mustBeSet = (name: string) => `${name}: must be set on a public origin (${PUBLIC_SITE})`;

test.describe("start-up guard @desktop", () => {
  test("a public origin without the contact details refuses to start, naming them", async () => {
    const output = await refusal({ NEXT_PUBLIC_CONTACT_EMAIL: "", NEXT_PUBLIC_CONTACT_PHONE: "" });
    expect(output).toContain(mustBeSet("NEXT_PUBLIC_CONTACT_EMAIL"));
    expect(output).toContain(mustBeSet("NEXT_PUBLIC_CONTACT_PHONE"));
  });

  test("a public origin without the grievance contact or mail refuses to start, naming them", async () => {
    const output = await refusal({
      NEXT_PUBLIC_CONTACT_EMAIL: "hello@gurukulcode.com",
      NEXT_PUBLIC_CONTACT_PHONE: "+91 20 1234 5678",
      NEXT_PUBLIC_GRIEVANCE_EMAIL: "",
      SMTP_URL: "",
      SMTP_FROM: "",
    });
    for (const name of ["NEXT_PUBLIC_GRIEVANCE_EMAIL", "SMTP_URL", "SMTP_FROM"]) {
      expect(output).toContain(mustBeSet(name));
    }
  });

  test("a public origin with every contact detail and mail serves", async () => {
    const server = start({
      NEXT_PUBLIC_CONTACT_EMAIL: "hello@gurukulcode.com",
      NEXT_PUBLIC_CONTACT_PHONE: "+91 20 1234 5678",
      NEXT_PUBLIC_GRIEVANCE_EMAIL: "grievance@gurukulcode.com",
      SMTP_URL: "smtp://127.0.0.1:9",
      SMTP_FROM: "Gurukul Code <no-reply@gurukulcode.com>",
    });
    try {
      await expect
        .poll(() => /http:\/\/127\.0\.0\.1:\d+/.exec(server.output())?.[0], { timeout: 30_000 })
        .toBeTruthy();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(server.output())![0];
      const response = await fetch(`${url}/about`);
      expect(response.status, server.output()).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      server.child.kill();
      await server.exited;
    }
  });

  test("`npm start` on a public origin without the contact details refuses as well", async () => {
    // A hosted backend is configured, so the launcher starts no embedded one and hands over.
    const output = await refusal(
      {
        NEXT_PUBLIC_CONTACT_EMAIL: "",
        NEXT_PUBLIC_CONTACT_PHONE: "",
        NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:9",
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "publishable-key",
      },
      npmStartCommand(["-p", "0"]),
    );
    expect(output).toContain(mustBeSet("NEXT_PUBLIC_CONTACT_EMAIL"));
  });
});
