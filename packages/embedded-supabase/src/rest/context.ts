import type { Catalog } from "./schema-cache";
import type { TxEnd } from "../config/options";
import type { ApiRole, Database, Transaction } from "../db/database";
import type { SigningKeys } from "../jwt/keys";
import type { RestLimits } from "./limits";
import type { Preferences, QueryParams, Range } from "./grammar";

export interface RestConfig {
  /** Exposed schemas; the first is the default (PostgREST's `db-schemas`). */
  schemas: readonly string[];
  txEnd: TxEnd;
  /** PostgREST's `db-aggregates-enabled` (off on hosted projects unless turned on). */
  aggregatesEnabled: boolean;
  /**
   * PostgREST's `db-max-rows` (`[api] max_rows`): the most rows one response carries, and where
   * `count=estimated` turns from exact to planned. Null: no cap, and estimates always consult the
   * planner, as PostgREST without the setting.
   */
  maxRows: number | null;
}

/** The REST API's context, given to each module of it. */
export interface RestContext {
  db: Database;
  keys: SigningKeys;
  limits: RestLimits;
  config: RestConfig;
}

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

export type Media = "json" | "object" | "csv";

export interface ApiRequest {
  method: string;
  schema: string;
  media: Media;
  stripNulls: boolean;
  prefs: Preferences;
  query: QueryParams;
  range: Range | null;
  url: URL;
  contentType: string;
  body: Buffer | null;
}

export interface Aggregate {
  n: number;
  body: string | null;
  single: string | null;
  total?: number | null;
}

export const JSON_TYPE = "application/json; charset=utf-8";
export const OBJECT_TYPE = "application/vnd.pgrst.object+json; charset=utf-8";
export const CSV_TYPE = "text/csv; charset=utf-8";
// `x-client-address` is honoured by the database only from service-role callers (the site's
// server naming its visitor); see private.request_client_ip().
export const FORWARDED_HEADERS = [
  "user-agent",
  "origin",
  "referer",
  "host",
  "x-client-info",
  "x-client-address",
  // The site's request id, which the team console's audit entries keep (PostgREST passes every
  // header).
  "x-request-id",
];

/** What a plan (read, mutate, call) works in: the request's transaction and schema cache. */
export interface PlanScope {
  ctx: RestContext;
  tx: Transaction;
  catalog: Catalog;
  request: ApiRequest;
  /** The table, view or function named by the path. */
  name: string;
}
