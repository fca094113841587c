export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement. */
  affectedRows?: number;
}

/** The part of a transaction the auth and REST handlers use; both engines provide it. */
export interface Transaction {
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** One database engine. Bootstrap, migrations and request transactions are built on top of it. */
export interface Driver {
  readonly engine: "pglite" | "postgres";
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs `fn` while no other process bootstraps or migrates the same database. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
