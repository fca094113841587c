export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement. */
  affectedRows?: number;
}

/**
 * Fixed SQL that runs on many requests and costs more to plan than to run, such as the REST
 * layer's catalog look-ups. On PostgreSQL each connection prepares it once under `name` and
 * reuses the plan; PGlite runs `text` as any other statement. The plan always reads the current
 * catalog: PostgreSQL re-plans a prepared statement when a table it reads changes shape.
 */
export interface NamedStatement {
  name: string;
  text: string;
}

/** The part of a transaction the auth and REST handlers use; both engines provide it. */
export interface Transaction {
  query<T>(sql: string | NamedStatement, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/**
 * Who a transaction serves. `public`: API requests as `anon` or `authenticated`, which anyone can
 * make. `trusted`: the auth service and the service role. Public work never takes the capacity
 * kept for trusted work, and waits for it only so long.
 */
export type Lane = "public" | "trusted";

/** A public transaction waited longer than the acquire timeout for the database. */
export class AcquireTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no database connection became free within ${timeoutMs} ms`);
    this.name = "AcquireTimeoutError";
  }
}

/**
 * The engine failed outside PostgreSQL's own error handling (PGlite: an exception out of its
 * WebAssembly, such as an exhausted stack). What the statement returned cannot be trusted, and
 * the instance it ran on is not used again.
 */
export class EngineFaultError extends Error {
  constructor(cause: unknown) {
    super(`the database engine failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "EngineFaultError";
  }
}

/** One database engine. Bootstrap, migrations and request transactions are built on top of it. */
export interface Driver {
  readonly engine: "pglite" | "postgres";
  transaction<T>(fn: (tx: Transaction) => Promise<T>, lane?: Lane): Promise<T>;
  /** Runs `fn` while no other process bootstraps or migrates the same database. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
