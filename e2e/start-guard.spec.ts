import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";

import { NEXT_START, npmScriptEnv, npmStartCommand } from "./start-command";

/**
 * The production build started as a public deployment: without the contact details it must stop
 * before serving rather than show placeholders. Processes, not pages: @desktop only.
 */
const PUBLIC_SITE = "https://gurukulcode.com";

const NEXT_START_COMMAND = { command: process.execPath, args: NEXT_START };

function start(env: Record<string, string>, { command, args } = NEXT_START_COMMAND) {
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

test.describe("start-up guard @desktop", () => {
  test("a public origin without the contact details refuses to start, naming them", async () => {
    const server = start({ NEXT_PUBLIC_CONTACT_EMAIL: "", NEXT_PUBLIC_CONTACT_PHONE: "" });
    const timeout = setTimeout(() => server.child.kill(), 30_000);
    const code = await server.exited;
    clearTimeout(timeout);
    expect(code, server.output()).toBe(1);
    expect(server.output()).toContain(
      `NEXT_PUBLIC_CONTACT_EMAIL: must be set on a public origin (${PUBLIC_SITE})`,
    );
    expect(server.output()).toContain(
      `NEXT_PUBLIC_CONTACT_PHONE: must be set on a public origin (${PUBLIC_SITE})`,
    );
  });

  test("a public origin without the grievance contact or mail refuses to start, naming them", async () => {
    const server = start({
      NEXT_PUBLIC_CONTACT_EMAIL: "hello@gurukulcode.com",
      NEXT_PUBLIC_CONTACT_PHONE: "+91 20 1234 5678",
      NEXT_PUBLIC_GRIEVANCE_EMAIL: "",
      SMTP_URL: "",
      SMTP_FROM: "",
    });
    const timeout = setTimeout(() => server.child.kill(), 30_000);
    const code = await server.exited;
    clearTimeout(timeout);
    expect(code, server.output()).toBe(1);
    expect(server.output()).toContain(
      `NEXT_PUBLIC_GRIEVANCE_EMAIL: must be set on a public origin (${PUBLIC_SITE})`,
    );
    expect(server.output()).toContain(`SMTP_URL: must be set on a public origin (${PUBLIC_SITE})`);
    expect(server.output()).toContain(`SMTP_FROM: must be set on a public origin (${PUBLIC_SITE})`);
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
    const server = start(
      {
        NEXT_PUBLIC_CONTACT_EMAIL: "",
        NEXT_PUBLIC_CONTACT_PHONE: "",
        NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:9",
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "publishable-key",
      },
      npmStartCommand(["-p", "0"]),
    );
    const timeout = setTimeout(() => server.child.kill(), 30_000);
    const code = await server.exited;
    clearTimeout(timeout);
    expect(code, server.output()).toBe(1);
    expect(server.output()).toContain("NEXT_PUBLIC_CONTACT_EMAIL: must be set on a public origin");
  });
});
