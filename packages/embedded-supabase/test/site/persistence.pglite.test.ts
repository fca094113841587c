import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_MIGRATIONS_DIR } from "../../src/db/database";
import { openDatabase, resetDatabase } from "../../src/db/database";
import { startEmbeddedBackend } from "../../src/server";
import { client, uniqueEmail } from "../support/backend";

// PGlite only: these suites are about PGlite data directories, their lock and key files,
// `npm run db:reset` of one, and throw-away in-memory databases; on PostgreSQL the database
// outlives the process by itself.

const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

let root: string;
let migrationCount: number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "embedded-backend-"));
  migrationCount = (await readdir(DEFAULT_MIGRATIONS_DIR)).filter((name) =>
    name.endsWith(".sql"),
  ).length;
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a data directory", () => {
  it("keeps accounts and keys across restarts, applies migrations once, and resets", async () => {
    const dataDir = join(root, "db");
    const email = uniqueEmail();
    const password = "persist-me-1";

    const first = await startEmbeddedBackend({ dataDir, port: 0 });
    expect(first.appliedMigrations).toHaveLength(migrationCount);
    const signUp = await client(first.url, first.anonKey).auth.signUp({ email, password });
    expect(signUp.error).toBeNull();
    await expect(startEmbeddedBackend({ dataDir, port: 0 })).rejects.toThrow(/already open/);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect((await stat(`${dataDir}.keys.json`)).mode & 0o777).toBe(0o600);

    const second = await startEmbeddedBackend({ dataDir, port: 0 });
    try {
      expect(second.appliedMigrations).toEqual([]);
      const [{ n }] = (await second.query<{ n: number }>(
        "select count(*)::int as n from supabase_migrations.schema_migrations",
      )) as [{ n: number }];
      expect(n).toBe(migrationCount);
      // Same key pair, so keys handed out by the first start still verify.
      const signIn = await client(second.url, first.anonKey).auth.signInWithPassword({
        email,
        password,
      });
      expect(signIn.error).toBeNull();
    } finally {
      await second.close();
    }

    expect(await resetDatabase(dataDir)).toHaveLength(migrationCount);
    const third = await startEmbeddedBackend({ dataDir, port: 0 });
    try {
      expect(third.appliedMigrations).toEqual([]);
      const gone = await client(third.url, third.anonKey).auth.signInWithPassword({
        email,
        password,
      });
      expect(gone.error?.code).toBe("invalid_credentials");
    } finally {
      await third.close();
    }
  }, 60_000);

  it("refuses to reset a directory that is not a database", async () => {
    const dir = join(root, "precious");
    await mkdir(dir);
    await writeFile(join(dir, "notes.txt"), "keep me");
    await expect(resetDatabase(dir)).rejects.toThrow(/not a PGlite data directory/);
    expect(existsSync(join(dir, "notes.txt"))).toBe(true);
  });
});

describe("a throw-away database", () => {
  // Three databases, each restored from the blank cluster and migrated: seconds on a busy machine.
  it("is a whole database of its own, though each starts from one blank cluster", async () => {
    const [first, second] = await Promise.all([
      openDatabase({ dataDir: "memory://" }),
      openDatabase({ dataDir: "memory://" }),
    ]);
    try {
      expect(first.appliedMigrations).toHaveLength(migrationCount);
      expect(second.appliedMigrations).toHaveLength(migrationCount);
      await first.exec("create table public.only_in_first (id int)");
      await first.exec(
        "insert into auth.users (id, email) values (gen_random_uuid(), 'a@example.com')",
      );
      const tables = await second.query<{ found: string | null }>(
        "select to_regclass('public.only_in_first')::text as found",
      );
      expect(tables).toEqual([{ found: null }]);
      const users = (db: typeof first) =>
        db.query<{ n: number }>(
          "select count(*)::int as n from auth.users where email = 'a@example.com'",
        );
      expect(await users(first)).toEqual([{ n: 1 }]);
      expect(await users(second)).toEqual([{ n: 0 }]);
      // A third, opened after both changed, starts blank too.
      const third = await openDatabase({ dataDir: "memory://" });
      try {
        expect(await users(third)).toEqual([{ n: 0 }]);
        expect(third.appliedMigrations).toHaveLength(migrationCount);
      } finally {
        await third.close();
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});

describe("npm run backend", () => {
  it("prints EMBEDDED_READY, serves health, and exits 0 on SIGTERM", async () => {
    const dataDir = join(root, "cli");
    const child = spawn(
      process.execPath,
      ["--import", "tsx", CLI, "--data", dataDir, "--port", "0"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const lines = createInterface({ input: child.stdout! });
    let ready: { url: string; anonKey: string; serviceRoleKey: string } | null = null;
    for await (const line of lines) {
      if (line.startsWith("EMBEDDED_READY ")) {
        ready = JSON.parse(line.slice("EMBEDDED_READY ".length));
        break;
      }
    }
    expect(ready?.anonKey).toMatch(/^ey/);
    expect(ready?.serviceRoleKey).toMatch(/^ey/);
    const health = await fetch(`${ready!.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
