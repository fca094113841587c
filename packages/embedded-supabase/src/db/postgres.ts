import pg from "pg";
import type { PoolClient } from "pg";

import type { Logger } from "../log/logger";

import {
  AcquireTimeoutError,
  type Driver,
  type Lane,
  type NamedStatement,
  type QueryResult,
  type Transaction,
} from "./driver";

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

async function run<T>(
  client: PoolClient | pg.Pool,
  sql: string | NamedStatement,
  params?: unknown[],
) {
  const result = await client.query(
    typeof sql === "string" ? { text: sql, values: params } : { ...sql, values: params },
  );
  return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 } satisfies QueryResult<T>;
}

function wrap(client: PoolClient): Transaction {
  return {
    query: (sql, params) => run(client, sql, params),
    exec: async (sql) => void (await client.query(sql)),
  };
}

/** Connections kept for trusted work (the auth service, the service role) out of `poolSize`. */
export function reservedConnections(poolSize: number): number {
  return Math.max(1, Math.floor(poolSize / 4));
}

/**
 * The server engine: node-postgres pools, one pooled connection per transaction. Public API
 * requests share `poolSize` less the connections reserved for trusted work, and give up waiting
 * for one after `acquireTimeoutMs`, so slow anonymous reads can never hold every connection.
 */
export async function openPostgres(
  connectionString: string,
  poolSize: number,
  acquireTimeoutMs: number,
  log: Logger,
): Promise<Driver> {
  const size = Math.max(2, poolSize);
  const reserved = reservedConnections(size);
  const common = { connectionString, types, application_name: "embedded-supabase" };
  const pools: Record<Lane, pg.Pool> = {
    trusted: new pg.Pool({ ...common, max: reserved }),
    public: new pg.Pool({
      ...common,
      max: size - reserved,
      ...(acquireTimeoutMs > 0 ? { connectionTimeoutMillis: acquireTimeoutMs } : {}),
    }),
  };
  const pool = pools.trusted;
  // An idle connection dropped by the server must not take the process down; the next checkout
  // opens a new one. No request is in scope: the connection was idle. The error is logged without
  // the `client` the pool hangs on it (the whole connection's state, one very long line).
  for (const [lane, each] of Object.entries(pools)) {
    each.on("error", (error: Error & { code?: string }) =>
      log.error(
        {
          event: "backend.db_connection_lost",
          lane,
          err: {
            type: error.constructor.name,
            message: error.message,
            code: error.code,
            stack: error.stack,
          },
        },
        "database connection lost",
      ),
    );
  }
  try {
    await pool.query("select 1");
  } catch (error) {
    await Promise.all(Object.values(pools).map((each) => each.end()));
    throw error;
  }

  const hasRoom = (each: pg.Pool) => each.idleCount > 0 || each.totalCount < each.options.max;

  async function checkout(lane: Lane): Promise<PoolClient> {
    // Trusted work may also borrow a public connection that is free; public work never borrows.
    if (lane === "trusted" && !hasRoom(pools.trusted) && hasRoom(pools.public)) {
      return pools.public.connect();
    }
    try {
      return await pools[lane].connect();
    } catch (error) {
      // node-postgres names a wait for a busy pool, and a slow new connection, this way.
      if (lane === "public" && /timeout/i.test((error as Error).message)) {
        throw new AcquireTimeoutError(acquireTimeoutMs);
      }
      throw error;
    }
  }

  async function transaction<T>(
    fn: (tx: Transaction) => Promise<T>,
    lane: Lane = "trusted",
  ): Promise<T> {
    const client = await checkout(lane);
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
    // Session-level lock on a connection of its own, outside the pools, whose connections `fn`
    // runs its transactions on.
    async exclusive(fn) {
      const client = new pg.Client(common);
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    close: () => {
      closing ??= Promise.all(Object.values(pools).map((each) => each.end())).then(() => {});
      return closing;
    },
  };
}
