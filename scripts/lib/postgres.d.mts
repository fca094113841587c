export interface TestPostgres {
  /** Superuser URL of the `postgres` database. */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

export function findPostgres(): Promise<string>;
export function startTestPostgres(options?: {
  log?: (line: string) => void;
}): Promise<TestPostgres>;
