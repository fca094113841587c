import { PGlite } from "@electric-sql/pglite";
import type { Transaction } from "@electric-sql/pglite";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export type { Transaction };

export const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** Hosted Supabase's per-role statement timeouts (service_role inherits the authenticator's). */
export const STATEMENT_TIMEOUTS: Record<ApiRole, string> = {
  anon: "3s",
  authenticated: "8s",
  service_role: "8s",
};

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));
export const DEFAULT_SEED_FILE = fileURLToPath(new URL("../seed.sql", import.meta.url));
const PLATFORM_SQL = fileURLToPath(new URL("./platform.sql", import.meta.url));

/** What PostgREST puts into each transaction before the request's query. */
export interface RequestSettings {
  role: ApiRole;
  claims: Record<string, unknown>;
  headers: Record<string, string>;
  method: string;
  path: string;
  readOnly: boolean;
}

export interface Database {
  readonly dataDir: string;
  /** Migrations applied by this start, oldest first (empty on a second start). */
  readonly appliedMigrations: readonly string[];
  /** One transaction with platform (superuser) rights, as the auth service uses. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** One transaction as an API role with the request's claims, so RLS decides. */
  asRole<T>(settings: RequestSettings, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A directory, or `memory://` for a throw-away database. */
  dataDir: string;
  migrationsDir?: string;
  seedFile?: string;
}

export function isMemoryDir(dataDir: string): boolean {
  return dataDir.startsWith("memory://");
}

/** Files kept beside (never inside) the data directory, which belongs to PGlite alone. */
export function siblingFiles(dataDir: string): { keys: string; lock: string } | null {
  if (isMemoryDir(dataDir)) return null;
  const dir = resolve(dataDir);
  return { keys: `${dir}.keys.json`, lock: `${dir}.lock` };
}

const openInThisProcess = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Two PGlite instances on one directory corrupt it, so a second opener fails loudly instead. */
export async function assertUnlocked(dataDir: string): Promise<void> {
  const files = siblingFiles(dataDir);
  if (!files) return;
  if (openInThisProcess.has(resolve(dataDir))) {
    throw new Error(`${dataDir} is already open in this process`);
  }
  let pid: number;
  try {
    pid = Number((await readFile(files.lock, "utf8")).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
    throw new Error(`${dataDir} is in use by process ${pid}`);
  }
}

async function lock(dataDir: string): Promise<() => Promise<void>> {
  const files = siblingFiles(dataDir);
  if (!files) return async () => {};
  await assertUnlocked(dataDir);
  await mkdir(dirname(files.lock), { recursive: true });
  await writeFile(files.lock, `${process.pid}\n`);
  openInThisProcess.add(resolve(dataDir));
  return async () => {
    openInThisProcess.delete(resolve(dataDir));
    await rm(files.lock, { force: true });
  };
}

async function readMigrations(
  dir: string,
): Promise<{ version: string; name: string; file: string }[]> {
  const entries = await readdir(dir);
  return entries
    .map((file) => ({ file, match: /^(\d+)_(.+)\.sql$/.exec(file) }))
    .filter((entry) => entry.match !== null)
    .map(({ file, match }) => ({ version: match![1]!, name: match![2]!, file: join(dir, file) }))
    .sort((a, b) => a.version.localeCompare(b.version, "en", { numeric: true }));
}

async function migrate(pg: PGlite, dir: string): Promise<string[]> {
  const done = new Set(
    (
      await pg.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations",
      )
    ).rows.map((row) => row.version),
  );
  const applied: string[] = [];
  for (const migration of await readMigrations(dir)) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, "utf8");
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)",
        [migration.version, migration.name],
      );
    });
    applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}

/**
 * Opens the one PGlite instance of `dataDir`: on a fresh directory applies the platform bootstrap,
 * then every pending migration in order, then (fresh only) the seed.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { dataDir } = options;
  const unlock = await lock(dataDir);
  let pg: PGlite;
  try {
    if (!isMemoryDir(dataDir)) await mkdir(dirname(resolve(dataDir)), { recursive: true });
    pg = await PGlite.create(isMemoryDir(dataDir) ? dataDir : resolve(dataDir));
  } catch (error) {
    await unlock();
    throw error;
  }

  let appliedMigrations: string[];
  try {
    const [{ fresh }] = (
      await pg.query<{ fresh: boolean }>("select to_regclass('auth.users') is null as fresh")
    ).rows as [{ fresh: boolean }];
    if (fresh) {
      const platform = await readFile(PLATFORM_SQL, "utf8");
      await pg.transaction(async (tx) => {
        await tx.exec(platform);
      });
    }
    appliedMigrations = await migrate(pg, options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
    if (fresh) {
      const seed = await readFile(options.seedFile ?? DEFAULT_SEED_FILE, "utf8").catch(() => "");
      if (seed.trim()) await pg.transaction(async (tx) => void (await tx.exec(seed)));
    }
  } catch (error) {
    await pg.close();
    await unlock();
    throw error;
  }

  let closing: Promise<void> | null = null;

  return {
    dataDir,
    appliedMigrations,
    transaction: (fn) => pg.transaction(fn),
    asRole: (settings, fn) =>
      pg.transaction(async (tx) => {
        if (settings.readOnly) await tx.exec("set transaction read only");
        if (!API_ROLES.includes(settings.role))
          throw new Error(`not an API role: ${settings.role}`);
        await tx.query(
          `select set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.headers', $3, true),
                  set_config('request.method', $4, true),
                  set_config('request.path', $5, true),
                  set_config('statement_timeout', $6, true)`,
          [
            settings.role,
            JSON.stringify(settings.claims),
            JSON.stringify(settings.headers),
            settings.method,
            settings.path,
            STATEMENT_TIMEOUTS[settings.role],
          ],
        );
        return fn(tx);
      }),
    query: async <T>(sql: string, params: unknown[] = []) => (await pg.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => {
      closing ??= (async () => {
        await pg.close();
        await unlock();
      })();
      return closing;
    },
  };
}

async function looksLikeDataDir(dir: string): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
  return entries.length === 0 || entries.includes("PG_VERSION");
}

/**
 * Deletes a data directory and its key file, then re-creates the database (bootstrap, migrations,
 * seed). Refuses while another process holds it, or when the directory is not a database.
 */
export async function resetDatabase(
  dataDir: string,
  options: Omit<OpenDatabaseOptions, "dataDir"> = {},
) {
  const files = siblingFiles(dataDir);
  if (!files) throw new Error("a memory:// database has nothing to reset");
  await assertUnlocked(dataDir);
  if (!(await looksLikeDataDir(resolve(dataDir)))) {
    throw new Error(`${dataDir} is not a PGlite data directory; not deleting it`);
  }
  await rm(resolve(dataDir), { recursive: true, force: true });
  await rm(files.keys, { force: true });
  const db = await openDatabase({ ...options, dataDir });
  await db.close();
  return db.appliedMigrations;
}
