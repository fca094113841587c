import { readdir, readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { defaultBackendLogger } from "../log/backend";
import type { Logger } from "../log/logger";
import type { Driver, Lane, Transaction } from "./driver";
import { assertUnlocked, openPGlite, siblingFiles } from "./pglite";
import { openPostgres } from "./postgres";

export { AcquireTimeoutError, EngineFaultError } from "./driver";
export type { NamedStatement, QueryResult, Transaction } from "./driver";
export { assertUnlocked, isMemoryDir, siblingFiles } from "./pglite";

export const DEFAULT_DB_POOL_SIZE = 10;
/** PostgREST's default `db-pool-acquisition-timeout`. */
export const DEFAULT_DB_ACQUIRE_TIMEOUT_MS = 10_000;
export const DEFAULT_MIGRATIONS_DIR = "supabase/migrations";
export const DEFAULT_SEED_FILE = "supabase/seed.sql";

export const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** Anyone can call as `anon` or `authenticated` (by signing up); the service role is the site. */
function laneOf(role: ApiRole): Lane {
  return role === "service_role" ? "trusted" : "public";
}

/** Hosted Supabase's per-role statement timeouts (service_role inherits the authenticator's). */
export const STATEMENT_TIMEOUTS: Record<ApiRole, string> = {
  anon: "3s",
  authenticated: "8s",
  service_role: "8s",
};

const PLATFORM_SQL = fileURLToPath(new URL("./platform.sql", import.meta.url));
const PLATFORM_UPGRADE_SQL = fileURLToPath(new URL("./platform-upgrade.sql", import.meta.url));

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
  readonly engine: Driver["engine"];
  /** The PGlite directory (unused on PostgreSQL). */
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
  /** A directory, or `memory://` for a throw-away database (PGlite). */
  dataDir: string;
  /** `postgres://…` of a PostgreSQL server to use instead of PGlite; `dataDir` is then unused. */
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
  /**
   * How long an `anon` or `authenticated` request may wait for the database before it is refused
   * (PostgREST's `db-pool-acquisition-timeout`); 0 waits for ever.
   */
  acquireTimeoutMs?: number;
  /** Default `supabase/migrations` of the working directory. */
  migrationsDir?: string;
  /** Default `supabase/seed.sql` of the working directory. */
  seedFile?: string;
  /** Where a lost PostgreSQL connection or a failed PGlite is logged. Default the backend's (`defaultBackendLogger`). */
  logger?: Logger;
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

async function migrate(driver: Driver, dir: string): Promise<string[]> {
  const done = new Set(
    (
      await driver.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations",
      )
    ).rows.map((row) => row.version),
  );
  const applied: string[] = [];
  for (const migration of await readMigrations(dir)) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, "utf8");
    await driver.transaction(async (tx) => {
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

async function bypassesRls(driver: Driver, role: string): Promise<boolean> {
  const { rows } = await driver.query<{ bypass: boolean }>(
    "select rolbypassrls or rolsuper as bypass from pg_roles where rolname = $1",
    [role],
  );
  return rows[0]?.bypass ?? false;
}

/**
 * A start that failed for want of a privilege, said as what the connecting role needs: managed
 * PostgreSQL services give their users CREATEROLE and database ownership, never superuser.
 */
async function explainPrivileges(driver: Driver, error: unknown): Promise<unknown> {
  if ((error as { code?: string }).code !== "42501") return error;
  const user = await driver.query<{ user: string }>("select current_user as user").then(
    ({ rows }) => rows[0]?.user ?? "the connecting role",
    () => "the connecting role",
  );
  return new Error(
    [
      `SUPABASE_DB_URL: the role "${user}" lacks a privilege the embedded backend needs (${(error as Error).message}).`,
      "It needs, on its database: CREATE (owning the database is simplest), and either CREATEROLE",
      "or the roles anon, authenticated and service_role created beforehand and granted to it.",
      "Superuser and BYPASSRLS are not needed. As an administrator, once per server:",
      "  create role anon nologin noinherit;",
      "  create role authenticated nologin noinherit;",
      "  create role service_role nologin noinherit;",
      `  grant anon, authenticated, service_role to "${user}";`,
      `  grant create on database <database> to "${user}";`,
    ].join("\n"),
    { cause: error },
  );
}

/** On a fresh database the platform bootstrap, then every pending migration, then (fresh only) the seed. */
async function prepare(driver: Driver, options: OpenDatabaseOptions): Promise<string[]> {
  const [{ fresh }] = (
    await driver.query<{ fresh: boolean }>("select to_regclass('auth.users') is null as fresh")
  ).rows as [{ fresh: boolean }];
  if (fresh) {
    const platform = await readFile(PLATFORM_SQL, "utf8");
    await driver.transaction((tx) => tx.exec(platform));
  }
  const upgrade = await readFile(PLATFORM_UPGRADE_SQL, "utf8");
  await driver.transaction((tx) => tx.exec(upgrade));
  const applied = await migrate(driver, options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  if (fresh) {
    const seed = await readFile(options.seedFile ?? DEFAULT_SEED_FILE, "utf8").catch(() => "");
    if (seed.trim()) await driver.transaction((tx) => tx.exec(seed));
  }
  return applied;
}

/**
 * Opens the database: PostgreSQL at `databaseUrl` when given, else the one PGlite instance of
 * `dataDir`. Bootstraps and migrates it first, one process at a time.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? DEFAULT_DB_ACQUIRE_TIMEOUT_MS;
  const driver = options.databaseUrl
    ? await openPostgres(
        options.databaseUrl,
        options.poolSize ?? DEFAULT_DB_POOL_SIZE,
        acquireTimeoutMs,
        options.logger ?? defaultBackendLogger(),
      )
    : await openPGlite(options.dataDir, acquireTimeoutMs, options.logger ?? defaultBackendLogger());

  let appliedMigrations: string[];
  let serviceRoleBypassesRls: boolean;
  try {
    appliedMigrations = await driver.exclusive(() => prepare(driver, options));
    serviceRoleBypassesRls = await bypassesRls(driver, "service_role");
  } catch (error) {
    const explained = driver.engine === "postgres" ? await explainPrivileges(driver, error) : error;
    await driver.close();
    throw explained;
  }

  return {
    engine: driver.engine,
    dataDir: options.dataDir,
    appliedMigrations,
    transaction: (fn) => driver.transaction(fn, "trusted"),
    asRole: (settings, fn) =>
      driver.transaction(async (tx) => {
        if (settings.readOnly) await tx.exec("set transaction read only");
        if (!API_ROLES.includes(settings.role))
          throw new Error(`not an API role: ${settings.role}`);
        // Without BYPASSRLS, service-role requests run as the connecting role, the tables' owner,
        // which row-level security does not apply to either.
        const role =
          settings.role === "service_role" && !serviceRoleBypassesRls ? "none" : settings.role;
        await tx.query(
          `select set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.headers', $3, true),
                  set_config('request.method', $4, true),
                  set_config('request.path', $5, true),
                  set_config('statement_timeout', $6, true)`,
          [
            role,
            JSON.stringify(settings.claims),
            JSON.stringify(settings.headers),
            settings.method,
            settings.path,
            STATEMENT_TIMEOUTS[settings.role],
          ],
        );
        return fn(tx);
      }, laneOf(settings.role)),
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await driver.query<T>(sql, params)).rows,
    exec: (sql) => driver.exec(sql),
    close: () => driver.close(),
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
  options: Omit<OpenDatabaseOptions, "dataDir" | "databaseUrl"> = {},
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
