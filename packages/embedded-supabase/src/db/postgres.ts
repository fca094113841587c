import pg from "pg";
import type { PoolClient } from "pg";

import type { Driver, QueryResult, Transaction } from "./driver";

// Any fixed key works as long as every embedded backend process uses the same one.
const MIGRATION_LOCK_KEY = 5_432_100_042;

const INT8 = 20;
const DATE = 1082;
const TIMESTAMP = 1114;

// Values come back as PGlite returns them, so code and tests above the driver see one shape.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    return pg.types.getTypeParser(oid, format as "text");
  }) as typeof pg.types.getTypeParser,
};

async function run<T>(client: PoolClient | pg.Pool, sql: string, params?: unknown[]) {
  const result = await client.query(sql, params);
  return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 } satisfies QueryResult<T>;
}

function wrap(client: PoolClient): Transaction {
  return {
    query: (sql, params) => run(client, sql, params),
    exec: async (sql) => void (await client.query(sql)),
  };
}

/** The server engine: a node-postgres pool, one pooled connection per transaction. */
export async function openPostgres(connectionString: string, poolSize: number): Promise<Driver> {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: Math.max(2, poolSize),
    application_name: "embedded-supabase",
  });
  // An idle connection dropped by the server must not take the process down; the next checkout
  // opens a new one.
  pool.on("error", (error) =>
    console.error(`embedded backend: database connection lost: ${error.message}`),
  );
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end();
    throw error;
  }

  async function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const result = await fn(wrap(client));
      await client.query("commit");
      client.release();
      return result;
    } catch (error) {
      // A connection that cannot even roll back is dropped instead of going back to the pool.
      await client.query("rollback").then(
        () => client.release(),
        (lost: Error) => client.release(lost),
      );
      throw error;
    }
  }

  let closing: Promise<void> | null = null;
  return {
    engine: "postgres",
    transaction,
    // Session-level lock on a connection of its own; `fn` runs its transactions on others.
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}
