import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { client, createTestDatabase, uniqueEmail } from "@gurukul/embedded-supabase/testing";

/**
 * Two `npm start`-style launchers (scripts/with-backend.mjs) on one SUPABASE_DB_URL, each with its
 * own embedded backend process: one database, so one set of accounts, limits and keys.
 */

interface Instance {
  child: ChildProcess;
  url: string;
  anonKey: string;
  serviceKey: string;
  applied: string[];
  exited: Promise<number | null>;
}

// Stands in for `next start`: prints what the launcher hands the app, then serves until stopped.
const APP = [
  "node",
  "-e",
  "console.log('APP ' + JSON.stringify({ url: process.env.SUPABASE_URL, anonKey: process.env.SUPABASE_PUBLISHABLE_KEY, serviceKey: process.env.SUPABASE_SECRET_KEY })); setInterval(() => {}, 60_000);",
];

let root: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let migrationCount: number;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "shared-db-"));
  database = await createTestDatabase();
  migrationCount = (await readdir("supabase/migrations")).filter((name) =>
    name.endsWith(".sql"),
  ).length;
});

afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await database?.drop();
  await rm(root, { recursive: true, force: true });
});

async function launch(name: string): Promise<Instance> {
  const child = spawn(process.execPath, ["scripts/with-backend.mjs", ...APP], {
    env: {
      ...process.env,
      SUPABASE_DB_URL: database.url,
      // A public origin: allowed because the database is shared, mail can go out (nothing here
      // sends any) and sign-ups confirm their address.
      NEXT_PUBLIC_SITE_URL: "https://example.org",
      EMBEDDED_ENABLE_CONFIRMATIONS: "1",
      SMTP_URL: "smtp://127.0.0.1:9",
      SMTP_FROM: "Gurukul Code <no-reply@example.org>",
      NEXT_PUBLIC_SUPABASE_URL: "",
      EMBEDDED_BACKEND: "",
      EMBEDDED_DATA_DIR: join(root, name),
      EMBEDDED_PORT: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const applied: string[] = [];
  for await (const line of createInterface({ input: child.stdout! })) {
    // The backend logs one JSON line per event; each applied migration is one of them.
    const migration = /"event":"backend\.migration_applied","migration":"([^"]+)"/.exec(line);
    if (migration) applied.push(migration[1]!);
    if (line.startsWith("APP ")) {
      const app = JSON.parse(line.slice(4)) as { url: string; anonKey: string; serviceKey: string };
      return { child, ...app, applied, exited };
    }
  }
  throw new Error(`${name} exited before the app started`);
}

async function stop(instance: Instance): Promise<number | null> {
  instance.child.kill("SIGTERM");
  return instance.exited;
}

async function sendMessage(instance: Instance, address: string) {
  const response = await fetch(`${instance.url}/rest/v1/rpc/submit_contact_message`, {
    method: "POST",
    headers: {
      // The form functions answer the secret key only, as the site's server calls them.
      apikey: instance.serviceKey,
      authorization: `Bearer ${instance.serviceKey}`,
      "content-type": "application/json",
      "x-forwarded-for": address,
    },
    body: JSON.stringify({ name: "Asha", email: "asha@example.com", subject: "Hi", message: "Hi" }),
  });
  return response.status;
}

/** The contact form's rate-limit window (`submit_contact_message`: 5 per 10 minutes). */
const CONTACT_WINDOW_MS = 10 * 60_000;

/** Waits, if need be, until at least `leftMs` remain of the current fixed window. */
async function untilWindowLeaves(leftMs: number, windowMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < leftMs) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

describe("two launchers on one SUPABASE_DB_URL", () => {
  it("migrate once, share accounts, tokens, keys and limits, and survive restarts", async () => {
    // Started together: the migration lock lets exactly one of them apply the migrations.
    const [a, b] = await Promise.all([launch("a"), launch("b")]);
    expect(a.url).not.toBe(b.url);
    expect([...a.applied, ...b.applied]).toHaveLength(migrationCount);

    const email = uniqueEmail("shared");
    const password = "shared-secret-1";
    // A confirmed member, as after opening the e-mailed link.
    const created = await client(a.url, a.serviceKey).auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const signUp = await client(a.url, a.anonKey).auth.signInWithPassword({ email, password });
    expect(signUp.error).toBeNull();

    // B knows the account, and accepts A's API key and A's access token.
    const atB = client(b.url, a.anonKey);
    const signIn = await atB.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const user = await atB.auth.getUser(signUp.data.session!.access_token);
    expect(user.data.user?.email).toBe(email);

    // One rate limit: 5 contact messages per client address, whichever instance takes them. Its
    // windows are fixed 10-minute spans; the sends and the restart below must fall in one.
    await untilWindowLeaves(60_000, CONTACT_WINDOW_MS);
    const address = "203.0.113.77";
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a, b]) statuses.push(await sendMessage(instance, address));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    expect(await stop(a)).toBe(0);
    expect(await stop(b)).toBe(0);

    const again = await launch("a");
    try {
      expect(again.applied).toEqual([]);
      const restarted = client(again.url, a.anonKey);
      expect((await restarted.auth.signInWithPassword({ email, password })).error).toBeNull();
      const sameToken = await restarted.auth.getUser(signUp.data.session!.access_token);
      expect(sameToken.data.user?.email).toBe(email);
      expect(await sendMessage(again, address)).toBe(429);
    } finally {
      expect(await stop(again)).toBe(0);
    }
  }, 180_000);
});
