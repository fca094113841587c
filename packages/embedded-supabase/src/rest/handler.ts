import type { IncomingMessage, ServerResponse } from "node:http";

import type { TxEnd } from "../config/options";
import { API_ROLES } from "../db/database";
import type { ApiRole, Database, Transaction } from "../db/database";
import { isPostgresError, RestError, restErrorFromPostgres } from "../http/errors";
import {
  bearerToken,
  forwardedFor,
  header,
  isObject,
  readBuffer,
  sendEmpty,
  sendJson,
  sendText,
} from "../http/http";
import { nowSeconds, verifyJwt } from "../jwt/tokens";
import type { SigningKeys } from "../jwt/keys";
import { checkRestRequest, checkRestResponse } from "./limits";
import type { RestLimits } from "./limits";
import { Catalog } from "./schema-cache";
import type { FunctionInfo, Relation } from "./schema-cache";
import { parsePreferences, parseQuery, parseRangeHeader } from "./request";
import type { Preferences, QueryParams, Range } from "./request";
import {
  buildTopLevel,
  columnsRelation,
  countSourceSql,
  levelSql,
  outputNames,
  Params,
  quoteIdent,
  quoteLiteral,
  relationRef,
  relationSource,
  whereFor,
} from "./sql";
import type { BuildOptions, Level, Source } from "./sql";

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

export interface RestDeps {
  db: Database;
  keys: SigningKeys;
  limits: RestLimits;
  config: RestConfig;
}

interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
}

interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

type Media = "json" | "object" | "csv";

interface Request {
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

interface Aggregate {
  n: number;
  body: string | null;
  single: string | null;
  total?: number | null;
}

const JSON_TYPE = "application/json; charset=utf-8";
const OBJECT_TYPE = "application/vnd.pgrst.object+json; charset=utf-8";
const CSV_TYPE = "text/csv; charset=utf-8";
// `x-client-address` is honoured by the database only from service-role callers (the site's
// server naming its visitor); see private.request_client_ip().
const FORWARDED_HEADERS = [
  "user-agent",
  "origin",
  "referer",
  "host",
  "x-client-info",
  "x-client-address",
];

/** Thrown inside the transaction to roll it back while still answering with `reply`. */
class Rollback extends Error {
  constructor(readonly reply: Reply) {
    super("rollback");
  }
}

function bearerOrApiKey(req: IncomingMessage): string | null {
  return bearerToken(req) ?? header(req, "apikey") ?? null;
}

function jwtError(code: string, message: string): RestError {
  return new RestError(401, code, message);
}

function identify(req: IncomingMessage, keys: SigningKeys): Caller {
  const token = bearerOrApiKey(req);
  if (!token) {
    throw new RestError(
      401,
      "PGRST301",
      "No API key found in request",
      null,
      "No `apikey` request header or url param was found.",
    );
  }
  const result = verifyJwt(keys, token, nowSeconds());
  if (!result.ok) {
    switch (result.reason) {
      case "expired":
        throw jwtError("PGRST303", "JWT expired");
      case "algorithm":
        throw jwtError("PGRST301", "Wrong or unsupported encoding algorithm");
      case "signature":
        throw jwtError("PGRST301", "JWT cryptographic operation failed");
      default:
        throw jwtError("PGRST301", "JWT could not be decoded");
    }
  }
  const role = result.claims.role ?? "anon";
  if (typeof role !== "string" || !(API_ROLES as readonly string[]).includes(role)) {
    throw jwtError("PGRST301", "JWT role is not an API role");
  }
  return { role: role as ApiRole, claims: result.claims };
}

function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": forwardedFor(req) };
  for (const name of FORWARDED_HEADERS) {
    const value = header(req, name);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

function invalidBody(message = "Empty or invalid json"): RestError {
  return new RestError(400, "PGRST102", message);
}

function parseJsonBody(body: Buffer | null): unknown {
  const text = body?.toString("utf8") ?? "";
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

function singularError(rows: number): RestError {
  return new RestError(
    406,
    "PGRST116",
    "Cannot coerce the result to a single JSON object",
    `The result contains ${rows} rows`,
  );
}

function queryError(key: string, value: string, details: string): RestError {
  return new RestError(
    400,
    "PGRST100",
    `"failed to parse filter (${value})" (line 1, column 1)`,
    `${key}=${value}: ${details}`,
  );
}

/** Picks the response media type from `Accept`, or 406 PGRST107 naming what was asked. */
function negotiate(accept: string | undefined): { media: Media; stripNulls: boolean } {
  if (accept === undefined || accept.trim() === "") return { media: "json", stripNulls: false };
  for (const part of accept.split(",")) {
    const [type = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes("nulls=stripped");
    if (type === "application/json" || type === "*/*" || type === "application/*") {
      return { media: "json", stripNulls: false };
    }
    if (type === "application/vnd.pgrst.array+json") return { media: "json", stripNulls };
    if (type === "application/vnd.pgrst.object+json" || type === "application/vnd.pgrst.object") {
      return { media: "object", stripNulls };
    }
    if (type === "text/csv") return { media: "csv", stripNulls: false };
  }
  throw new RestError(
    406,
    "PGRST107",
    `None of these media types are available: ${accept
      .split(",")
      .map((part) => part.split(";")[0]!.trim())
      .join(", ")}`,
  );
}

/** Preferences this request cannot honour, in PostgREST's `handling=strict` sense. */
function unfulfillable(prefs: Preferences, method: string, isRpc: boolean, txEnd: TxEnd): string[] {
  const invalid = [...prefs.invalid];
  const read = method === "GET" || method === "HEAD";
  const tableWrite = !isRpc && !read;
  if (prefs.return && !tableWrite && !(isRpc && method === "POST")) {
    if (prefs.return !== "representation") invalid.push(`return=${prefs.return}`);
  }
  if (isRpc && prefs.return === "headers-only") invalid.push("return=headers-only");
  if (prefs.resolution && (isRpc || method !== "POST")) {
    invalid.push(`resolution=${prefs.resolution}`);
  }
  if (prefs.missing && (isRpc || method !== "POST")) invalid.push(`missing=${prefs.missing}`);
  if (prefs.maxAffected !== null && !isRpc && method !== "PATCH" && method !== "DELETE") {
    invalid.push(`max-affected=${prefs.maxAffected}`);
  }
  if (prefs.tx && !txEnd.endsWith("allow-override")) invalid.push(`tx=${prefs.tx}`);
  return invalid;
}

async function one<T>(tx: Transaction, sql: string, params: unknown[]): Promise<T> {
  return (await tx.query<T>(sql, params)).rows[0]!;
}

function csvHeader(names: string[]): string {
  return names
    .map((name) => (/[",\n]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name))
    .join(",");
}

/** Wraps `pgrst_rows` into one row: count, body (JSON, CSV or stripped JSON) and the single. */
function aggregateSql(request: Request, names: string[], params: Params): string {
  const agg = request.stripNulls ? "json_strip_nulls(json_agg(_r))" : "json_agg(_r)";
  const body =
    request.media === "csv"
      ? `${params.add(csvHeader(names))} || chr(10) || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), chr(10)), '')`
      : `coalesce(${agg}, '[]'::json)::text`;
  return `count(*)::int as n, ${body} as body, case when count(*) = 1 then (${agg} -> 0)::text end as single`;
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? "*" : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? "*"}`;
}

/** The PostgREST API under `/rest/v1`: tables, views and functions of the exposed schemas. */
export function createRestHandler({ db, keys, limits, config }: RestDeps) {
  function bodyReply(
    request: Request,
    result: Aggregate,
    status: number,
    headers: Record<string, string>,
  ): Reply {
    if (request.media === "object") {
      if (result.n !== 1) throw singularError(result.n);
      return { status, body: result.single, headers: { ...headers, "Content-Type": OBJECT_TYPE } };
    }
    return {
      status,
      body: result.body,
      headers: { ...headers, "Content-Type": request.media === "csv" ? CSV_TYPE : JSON_TYPE },
    };
  }

  async function total(
    tx: Transaction,
    request: Request,
    level: Level,
    params: Params,
    exact: number | null | undefined,
  ): Promise<number | null> {
    const mode = request.prefs.count;
    if (mode === null) return null;
    if (mode === "exact") return exact ?? null;
    // PostgREST's estimate: the exact count up to db-max-rows, past it (or with no db-max-rows at
    // all) the larger of that count and the planner's.
    if (
      mode === "estimated" &&
      exact !== undefined &&
      exact !== null &&
      config.maxRows !== null &&
      exact <= config.maxRows
    ) {
      return exact;
    }
    const plan = await one<Record<string, unknown>>(
      tx,
      `explain (format json) ${countSourceSql(level)}`,
      params.values,
    );
    const raw = Object.values(plan)[0];
    const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as [
      { Plan: { "Plan Rows": number } },
    ];
    const planned = Math.round(parsed[0].Plan["Plan Rows"]);
    if (mode === "planned" || exact === undefined || exact === null) return planned;
    return Math.max(exact, planned);
  }

  /** A read of `source` (a table, view or function result) shaped by the query string. */
  async function readRows(
    tx: Transaction,
    catalog: Catalog,
    request: Request,
    source: Source,
    shape: "rows" | "object" | "scalar" | "scalars",
    leading: unknown[] = [],
  ): Promise<{ reply: Reply; n: number }> {
    const params = new Params(leading);
    const options: BuildOptions = {
      catalog,
      params,
      query: request.query,
      aggregatesEnabled: config.aggregatesEnabled,
    };
    const query = request.query;
    if (request.range) {
      const top = query.ranges.get("") ?? { limit: null, offset: 0 };
      const offset = top.offset + request.range.offset;
      const limits = [top.limit, request.range.limit].filter(
        (value): value is number => value !== null,
      );
      query.ranges.set("", { offset, limit: limits.length ? Math.min(...limits) : null });
    }
    const level = await buildTopLevel(options, source, query.select);
    const names = outputNames(level);
    const wantExact = request.prefs.count === "exact" || request.prefs.count === "estimated";
    const count = wantExact
      ? `, (select count(*) from (${countSourceSql(level)}) as _c)::int as total`
      : "";
    let result: Aggregate;
    if (shape === "scalar" || shape === "scalars") {
      const column = `_r.${quoteIdent(names[0]!)}`;
      result = await one<Aggregate>(
        tx,
        `with pgrst_rows as (${levelSql(level, config.maxRows)})
         select count(*)::int as n,
                ${shape === "scalars" ? `coalesce(json_agg(${column}), '[]'::json)::text` : `coalesce((json_agg(${column}) -> 0)::text, 'null')`} as body,
                null as single${count}
         from pgrst_rows as _r`,
        params.values,
      );
    } else {
      result = await one<Aggregate>(
        tx,
        `with pgrst_rows as (${levelSql(level, config.maxRows)}) select ${aggregateSql(request, names, params)}${count} from pgrst_rows as _r`,
        params.values,
      );
    }
    const totalRows = await total(tx, request, level, params, result.total);
    const offset = level.range.offset;
    if (totalRows !== null && offset > 0 && offset >= totalRows && result.n === 0 && offset !== 0) {
      throw new RestError(
        416,
        "PGRST103",
        "Requested range not satisfiable",
        `An offset of ${offset} was requested, but there are only ${totalRows} rows.`,
      );
    }
    const headers = { "Content-Range": contentRange(offset, result.n, totalRows) };
    if (shape === "object") {
      return {
        reply: {
          status: 200,
          body: result.single ?? "null",
          headers: {
            ...headers,
            "Content-Type": request.media === "object" ? OBJECT_TYPE : JSON_TYPE,
          },
        },
        n: result.n,
      };
    }
    if (shape === "scalar" || shape === "scalars") {
      if (request.media === "object" && shape === "scalars" && result.n !== 1)
        throw singularError(result.n);
      return {
        reply: {
          status: 200,
          body: result.body,
          headers: { ...headers, "Content-Type": JSON_TYPE },
        },
        n: result.n,
      };
    }
    const partial = totalRows !== null && (offset > 0 || result.n < totalRows);
    return {
      reply: bodyReply(request, result, partial && request.media !== "object" ? 206 : 200, headers),
      n: result.n,
    };
  }

  async function requireTable(catalog: Catalog, schema: string, name: string): Promise<Relation> {
    const table = await catalog.relation(schema, name);
    if (!table) {
      throw new RestError(
        404,
        "PGRST205",
        `Could not find the table '${schema}.${name}' in the schema cache`,
      );
    }
    return table;
  }

  function requireColumns(table: Relation, columns: Iterable<string>): void {
    for (const column of columns) {
      if (!table.columns.has(column)) {
        throw new RestError(
          400,
          "PGRST204",
          `Could not find the '${column}' column of '${table.name}' in the schema cache`,
        );
      }
    }
  }

  async function write(
    tx: Transaction,
    catalog: Catalog,
    request: Request,
    name: string,
  ): Promise<Reply> {
    const { method, prefs, query } = request;
    const table = await requireTable(catalog, request.schema, name);
    if (method !== "POST" && query.ranges.size > 0) {
      throw new RestError(400, "PGRST100", "limit and offset are not supported on PATCH or DELETE");
    }
    if (!request.contentType.startsWith("application/json") && method !== "DELETE") {
      throw invalidBody(`Content-Type not acceptable: ${request.contentType}`);
    }
    const body = method === "DELETE" ? undefined : parseJsonBody(request.body);
    const representation = prefs.return === "representation";
    const headersOnly = prefs.return === "headers-only";
    if (!representation) {
      // These shape returned rows; without a representation there are none to shape.
      const shaping = [
        request.url.searchParams.has("select") ? "select" : null,
        query.order.length ? "order" : null,
        query.filters.some((filter) => filter.path.length > 0) ? "embedded filters" : null,
      ].filter((item): item is string => item !== null);
      if (shaping.length) {
        throw new RestError(
          400,
          "PGRST100",
          `${shaping.join(", ")} on ${method} needs Prefer: return=representation`,
          "Without return=representation the response has no rows to select, order or filter.",
        );
      }
    }
    const params = new Params();
    const options: BuildOptions = {
      catalog,
      params,
      query,
      aggregatesEnabled: config.aggregatesEnabled,
    };
    const alias = "pgrst_target";
    const target = `${relationRef(table)} as ${quoteIdent(alias)}`;
    let statement: string;
    let upsert = false;

    if (method === "POST") {
      if (query.filters.some((filter) => filter.path.length === 0)) {
        throw new RestError(
          400,
          "PGRST100",
          "Filters are not allowed on POST",
          "Use PATCH or DELETE to change or remove filtered rows.",
        );
      }
      const rows = Array.isArray(body) ? body : [body];
      if (body === undefined || !rows.every(isObject)) throw invalidBody();
      const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
      requireColumns(table, columns);
      if (query.onConflict) requireColumns(table, query.onConflict);
      const useDefaults = prefs.missing === "default";
      // With missing=default a key absent from every row is left out, so any default applies.
      const inserted = useDefaults
        ? columns.filter((column) => rows.some((row) => column in row))
        : columns;
      const list = inserted.map(quoteIdent).join(", ");
      let select: string;
      if (useDefaults) {
        // As PostgREST, every row evaluates each default, used or not: a sequence advances once per
        // row, so generated ids match. The `where` ties the defaults to the row (one call each).
        const defaulted = inserted.filter((column) => table.columns.get(column)?.defaultSql);
        const defaults = defaulted.length
          ? ` cross join lateral (select ${defaulted
              .map((column) => `${table.columns.get(column)!.defaultSql} as ${quoteIdent(column)}`)
              .join(", ")} where _j is not null) as _d`
          : "";
        const exprs = inserted.map((column) => {
          const fallback = defaulted.includes(column) ? `_d.${quoteIdent(column)}` : "null";
          return `case when _j ? ${quoteLiteral(column)} then _p.${quoteIdent(column)} else ${fallback} end`;
        });
        select = `select ${exprs.join(", ")} from jsonb_array_elements(${params.add(JSON.stringify(rows))}::jsonb) as _j cross join lateral jsonb_populate_record(null::${relationRef(table)}, _j) as _p${defaults}`;
      } else {
        const source = `json_populate_recordset(null::${relationRef(table)}, ${params.add(JSON.stringify(rows))}::json) as _p`;
        select = list ? `select ${list} from ${source}` : `select from ${source}`;
      }
      statement = list
        ? `insert into ${target} (${list}) ${select}`
        : `insert into ${target} ${select}`;
      if (prefs.resolution) {
        upsert = true;
        const conflict = query.onConflict ?? [...table.primaryKey];
        if (conflict.length === 0) {
          throw new RestError(
            400,
            "PGRST100",
            "on_conflict is required: the table has no primary key",
          );
        }
        const conflictList = conflict.map(quoteIdent).join(", ");
        statement +=
          prefs.resolution === "ignore-duplicates" || inserted.length === 0
            ? ` on conflict (${conflictList}) do nothing`
            : ` on conflict (${conflictList}) do update set ${inserted
                .map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`)
                .join(", ")}`;
      } else if (query.onConflict) {
        throw new RestError(
          400,
          "PGRST100",
          "on_conflict needs Prefer: resolution=merge-duplicates or resolution=ignore-duplicates",
        );
      }
    } else {
      if (query.columns || query.onConflict) {
        throw new RestError(
          400,
          "PGRST100",
          `columns and on_conflict are only for POST, not ${method}`,
        );
      }
      const where = await whereFor(options, table, alias);
      const whereText = where.length ? ` where ${where.join(" and ")}` : "";
      if (method === "PATCH") {
        if (!isObject(body)) throw invalidBody();
        const columns = Object.keys(body);
        requireColumns(table, columns);
        if (columns.length === 0) {
          return representation
            ? { status: 200, body: "[]", headers: { "Content-Type": JSON_TYPE } }
            : { status: 204, body: null, headers: {} };
        }
        const source = `json_populate_record(null::${relationRef(table)}, ${params.add(JSON.stringify(body))}::json) as _p`;
        statement =
          `update ${target} set ${columns.map((column) => `${quoteIdent(column)} = _p.${quoteIdent(column)}`).join(", ")}` +
          ` from ${source}${whereText}`;
      } else {
        statement = `delete from ${target}${whereText}`;
      }
    }

    const applied: string[] = [];
    if (prefs.return) applied.push(`return=${prefs.return}`);
    if (prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
    if (prefs.missing) applied.push(`missing=${prefs.missing}`);
    if (prefs.maxAffected !== null) applied.push(`max-affected=${prefs.maxAffected}`);
    if (prefs.count) applied.push(`count=${prefs.count}`);
    const headers: Record<string, string> = {};

    let affected: number;
    let insertedRows: number | null = null;
    let reply: Reply;
    const checkAffected = (count: number) => {
      if (prefs.maxAffected !== null && count > prefs.maxAffected) {
        throw new RestError(
          400,
          "PGRST124",
          "Query result exceeds max-affected preference constraint",
          `The query affects ${count} rows`,
        );
      }
    };
    // PostgREST answers 200 only for a merge that inserted nothing; ignore-duplicates is 201 even
    // when every row was skipped.
    const created = (inserted: number | null) =>
      method !== "POST"
        ? 200
        : upsert && inserted === 0 && prefs.resolution === "merge-duplicates"
          ? 200
          : 201;

    if (representation) {
      const source: Source = {
        from: (a) => `pgrst_source as ${quoteIdent(a)}`,
        relation: table,
        rowType: table,
      };
      const level = await buildTopLevel(options, source, query.select, true);
      level.range = { limit: null, offset: 0 };
      const returning = upsert ? `, (${quoteIdent(alias)}.xmax = 0) as pgrst_inserted` : "";
      const result = await one<Aggregate & { affected: number; inserted: number | null }>(
        tx,
        `with pgrst_source as (${statement} returning ${quoteIdent(alias)}.*${returning}),
              pgrst_rows as (${levelSql(level, null, false)})
         select (select count(*) from pgrst_source)::int as affected,
                ${upsert ? "(select count(*) from pgrst_source where pgrst_inserted)::int" : "null::int"} as inserted,
                ${aggregateSql(request, outputNames(level), params)}
         from pgrst_rows as _r`,
        params.values,
      );
      affected = result.affected;
      insertedRows = result.inserted;
      checkAffected(affected);
      reply = bodyReply(request, result, created(insertedRows), {
        ...headers,
        "Content-Range": `${result.n === 0 ? "*" : `0-${result.n - 1}`}/${prefs.count ? affected : "*"}`,
      });
    } else {
      let result: { affected: number; inserted: number | null; location: string | null };
      const pk = table.primaryKey;
      const run = (returning: string, extra: string) =>
        one<typeof result>(
          tx,
          `with pgrst_source as (${statement} returning ${returning})
           select count(*)::int as affected, ${extra} from pgrst_source`,
          params.values,
        );
      if (headersOnly && method === "POST" && pk.length > 0) {
        const cols = pk.map((column) => `${quoteIdent(alias)}.${quoteIdent(column)}`).join(", ");
        result = await run(
          cols,
          `null::int as inserted, (array_agg(json_build_array(${pk.map(quoteIdent).join(", ")})::text))[1] as location`,
        );
      } else if (upsert) {
        // Seeing which rows were inserted needs SELECT on the table; without it, say 201.
        await tx.query("savepoint pgrst_upsert", []);
        try {
          result = await run(
            `(${quoteIdent(alias)}.xmax = 0) as pgrst_inserted`,
            "count(*) filter (where pgrst_inserted)::int as inserted, null as location",
          );
          await tx.query("release savepoint pgrst_upsert", []);
        } catch (error) {
          if (!isPostgresError(error) || error.code !== "42501") throw error;
          await tx.query("rollback to savepoint pgrst_upsert", []);
          result = await run("1", "null::int as inserted, null as location");
        }
      } else {
        result = await run("1", "null::int as inserted, null as location");
      }
      affected = result.affected;
      insertedRows = result.inserted;
      checkAffected(affected);
      if (request.media === "object" && affected !== 1) throw singularError(affected);
      if (result.location) {
        const values = JSON.parse(result.location) as unknown[];
        const search = new URLSearchParams(
          pk.map((column, index) => [column, `eq.${String(values[index])}`]),
        );
        headers.Location = `/${table.name}?${search.toString()}`;
      }
      const status = method === "POST" ? created(insertedRows) : 204;
      reply = {
        status,
        body: null,
        headers: { ...headers, "Content-Range": `*/${prefs.count ? affected : "*"}` },
      };
    }
    if (applied.length) reply.headers["Preference-Applied"] = applied.join(", ");
    return reply;
  }

  function functionNotFound(
    schema: string,
    name: string,
    keys: string[],
    mode: "get" | "json" | "text" | "bytea",
    overloads: FunctionInfo[],
    allNames: string[],
  ): RestError {
    const func = `${schema}.${name}`;
    const sorted = [...keys].sort();
    const single = mode === "text" || mode === "bytea";
    const fmt = (text: string) => (sorted.length === 0 ? " without parameters" : text);
    const message = `Could not find the function ${func}${single ? "" : fmt(`(${sorted.join(", ")})`)} in the schema cache`;
    const withParams = fmt(` with parameter${sorted.length > 1 ? "s" : ""} ${sorted.join(", ")}`);
    const details =
      `Searched for the function ${func}` +
      (mode === "text"
        ? " with a single unnamed text parameter"
        : mode === "bytea"
          ? " with a single unnamed bytea parameter"
          : mode === "json"
            ? `${withParams} or with a single unnamed json/jsonb parameter`
            : withParams) +
      ", but no matches were found in the schema cache.";
    let hint: string | null = null;
    if (!single) {
      if (overloads.length === 0) {
        const best = closest(name, allNames, 0.75);
        if (best) hint = `Perhaps you meant to call the function ${schema}.${best}`;
      } else {
        const asText = (names: string[]) => `(${[...names].sort().join(", ")})`;
        const best = closest(
          asText(sorted),
          overloads.map((fn) => asText(fn.args.map((arg) => arg.name))),
          0.33,
        );
        if (best) hint = `Perhaps you meant to call the function ${schema}.${name}${best}`;
      }
    }
    return new RestError(404, "PGRST202", message, details, hint);
  }

  async function rpc(
    tx: Transaction,
    catalog: Catalog,
    request: Request,
    name: string,
  ): Promise<Reply> {
    const { method, prefs, query, schema } = request;
    const viaQuery = method === "GET" || method === "HEAD";
    const overloads = (await catalog.functions(schema, name)).filter(callable);
    let mode: "get" | "json" | "text" | "bytea" = "get";
    let args: Record<string, unknown> = {};
    let raw: unknown = undefined;
    if (viaQuery) {
      for (const [key, value] of query.args) {
        const previous = args[key];
        if (previous === undefined) args[key] = value;
        else args[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
      }
    } else {
      if (query.args.length > 0) {
        const [key, value] = query.args[0]!;
        throw queryError(key, value, "function arguments go in the body of a POST");
      }
      const type = request.contentType;
      if (type.startsWith("text/plain")) {
        mode = "text";
        raw = request.body?.toString("utf8") ?? "";
      } else if (type.startsWith("application/octet-stream")) {
        mode = "bytea";
        raw = new Uint8Array(request.body ?? Buffer.alloc(0));
      } else if (type.startsWith("application/json")) {
        mode = "json";
        const body = parseJsonBody(request.body);
        raw = body;
        if (isObject(body)) args = body;
        else if (body !== undefined) args = {};
      } else {
        throw invalidBody(`Content-Type not acceptable: ${type}`);
      }
    }
    const keys = Object.keys(args);
    const unnamedSingle = (types: string[]) =>
      overloads.filter(
        (fn) => fn.args.length === 1 && fn.args[0]!.name === "" && types.includes(fn.args[0]!.type),
      );
    let matches: FunctionInfo[];
    let single = false;
    if (mode === "text" || mode === "bytea") {
      matches = unnamedSingle(mode === "text" ? ["text"] : ["bytea"]);
      single = true;
    } else {
      const bodyIsObject = mode !== "json" || isObject(raw) || raw === undefined;
      matches = bodyIsObject
        ? overloads.filter(
            (fn) =>
              keys.every((key) => fn.args.some((arg) => arg.name === key)) &&
              fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name)),
          )
        : [];
      if (matches.length === 0 && mode === "json") {
        matches = unnamedSingle(["json", "jsonb"]);
        single = matches.length > 0;
      }
    }
    if (matches.length === 0) {
      const allNames =
        overloads.length === 0
          ? (
              await tx.query<{ name: string }>(
                "select distinct p.proname::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1",
                [schema],
              )
            ).rows.map((row) => row.name)
          : [];
      throw functionNotFound(schema, name, keys, mode, overloads, allNames);
    }
    if (matches.length > 1) {
      throw new RestError(
        300,
        "PGRST203",
        `Could not choose the best candidate function between: ${matches
          .map((fn) => fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(", "))
          .sort()
          .map((list) => `${schema}.${name}(${list})`)
          .join(", ")}`,
        null,
        "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
      );
    }
    const fn = matches[0]!;
    // `{"": …}` names the single unnamed parameter: the body is its argument, as for a raw body.
    if (!single && fn.args.length === 1 && fn.args[0]!.name === "" && keys.includes("")) {
      single = true;
    }
    if (!viaQuery && fn.volatility !== "volatile") await tx.query("set transaction read only", []);
    if (prefs.maxAffected !== null && !fn.returnsSet) {
      throw new RestError(
        400,
        "PGRST128",
        "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
      );
    }

    // Arguments travel as one JSON object bound as a parameter and typed by json_to_record.
    const argParams: unknown[] = [];
    const argPlaceholder = (value: unknown) => {
      argParams.push(value);
      return `$${argParams.length}`;
    };
    let call: string;
    if (single) {
      const value = mode === "json" ? JSON.stringify(raw ?? null) : raw;
      call = `${relationRef(fn)}(${argPlaceholder(value)}::${fn.args[0]!.type})`;
    } else {
      const given = fn.args.filter((arg) => keys.includes(arg.name));
      if (given.length === 0) {
        call = `${relationRef(fn)}()`;
      } else {
        const columns = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(", ");
        const named = given
          .map(
            (arg) =>
              `${arg.variadic ? "variadic " : ""}${quoteIdent(arg.name)} => pgrst_args.${quoteIdent(arg.name)}`,
          )
          .join(", ");
        const values: Record<string, unknown> = {};
        for (const arg of given) values[arg.name] = args[arg.name];
        call = `json_to_record(${argPlaceholder(JSON.stringify(values))}::json) as pgrst_args(${columns}) cross join lateral ${relationRef(fn)}(${named})`;
      }
    }
    if (fn.returnType === "void") {
      await tx.query(`select from ${call} as pgrst_call`, argParams);
      return { status: 204, body: null, headers: {} };
    }

    const scalar = fn.resultColumns === null;
    const rowType = fn.returnRelation
      ? await catalog.relation(fn.returnRelation.schema, fn.returnRelation.name)
      : null;
    const relation: Relation = scalar
      ? columnsRelation(schema, fn.name, [{ name: fn.name, type: fn.returnType, defaultSql: null }])
      : (rowType ?? columnsRelation(schema, fn.name, fn.resultColumns!));
    const source: Source = {
      from: (alias) => `${call} as ${quoteIdent(alias)}${scalar ? `(${quoteIdent(fn.name)})` : ""}`,
      relation,
      rowType,
    };
    const result = await readRows(
      tx,
      catalog,
      request,
      source,
      scalar ? (fn.returnsSet ? "scalars" : "scalar") : fn.returnsSet ? "rows" : "object",
      argParams,
    );
    if (prefs.maxAffected !== null && result.n > prefs.maxAffected) {
      throw new RestError(
        400,
        "PGRST124",
        "Query result exceeds max-affected preference constraint",
        `The query affects ${result.n} rows`,
      );
    }
    if (prefs.return === "minimal") {
      return {
        status: 204,
        body: null,
        headers: { "Content-Range": result.reply.headers["Content-Range"] ?? "*/*" },
      };
    }
    return result.reply;
  }

  return async function handleRest(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    let caller: Caller | null = null;
    try {
      checkRestRequest(req.url ?? "/", url, limits);
      caller = identify(req, keys);
      const method = req.method ?? "GET";
      let segments: string[];
      try {
        segments = path.split("/").filter(Boolean).map(decodeURIComponent);
      } catch {
        throw new RestError(400, "PGRST100", "Invalid percent-encoding in the request path");
      }
      const isRpc = segments.length === 2 && segments[0] === "rpc";
      if (!isRpc && segments.length !== 1) {
        throw new RestError(404, "PGRST125", "Invalid path specified in request URL");
      }
      const name = isRpc ? segments[1]! : segments[0]!;
      const isRead = method === "GET" || method === "HEAD";
      if (!isRead && !(isRpc ? method === "POST" : ["POST", "PATCH", "DELETE"].includes(method))) {
        throw isRpc
          ? new RestError(405, "PGRST101", `Cannot use the ${method} method on RPC`)
          : new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
      }

      const acceptProfile = header(req, "accept-profile");
      const contentProfile = header(req, "content-profile");
      for (const profile of [acceptProfile, contentProfile]) {
        if (profile !== undefined && !config.schemas.includes(profile)) {
          throw new RestError(
            406,
            "PGRST106",
            `Invalid schema: ${profile}`,
            null,
            `Only the following schemas are exposed: ${config.schemas.join(", ")}`,
          );
        }
      }
      const schema = (isRead ? acceptProfile : contentProfile) ?? config.schemas[0]!;

      const { media, stripNulls } = negotiate(header(req, "accept"));
      const prefs = parsePreferences(header(req, "prefer"));
      if (prefs.handling === "strict") {
        const invalid = unfulfillable(prefs, method, isRpc, config.txEnd);
        if (invalid.length > 0) {
          throw new RestError(
            400,
            "PGRST122",
            "Invalid preferences given with handling=strict",
            `Invalid preferences: ${invalid.join(", ")}`,
          );
        }
      }
      const rangeUnit = header(req, "range-unit");
      if (rangeUnit !== undefined && rangeUnit.trim().toLowerCase() !== "items") {
        throw new RestError(
          416,
          "PGRST103",
          "Requested range not satisfiable",
          `Range-Unit must be items, got "${rangeUnit}".`,
        );
      }
      const range = parseRangeHeader(header(req, "range"));
      if (range && !isRead) {
        throw new RestError(
          416,
          "PGRST103",
          "Requested range not satisfiable",
          "The Range header applies to GET and HEAD only.",
        );
      }
      const query = parseQuery(url.searchParams);
      if (!isRpc && query.args.length > 0) {
        const [key, value] = query.args[0]!;
        throw queryError(
          key,
          value,
          "not a filter (expected an operator such as eq., in., is.) nor a reserved parameter (select, order, limit, offset, columns, on_conflict, and, or)",
        );
      }
      if (isRead && (query.columns || query.onConflict)) {
        throw new RestError(400, "PGRST100", "columns and on_conflict are only for POST");
      }
      const body = isRead ? null : await readBuffer(req);
      const request: Request = {
        method,
        schema,
        media,
        stripNulls,
        prefs,
        query,
        range,
        url,
        contentType: (header(req, "content-type") ?? "application/json").toLowerCase(),
        body,
      };

      const txEnd = config.txEnd;
      const rollback =
        prefs.tx === "rollback" || (prefs.tx === null && txEnd.startsWith("rollback"));
      let reply: Reply;
      try {
        reply = await db.asRole(
          {
            role: caller.role,
            claims: caller.claims,
            headers: requestHeaders(req),
            method,
            path: url.pathname,
            readOnly: isRead,
          },
          async (tx) => {
            if (prefs.timezone !== null) {
              const known = await tx.query("select 1 from pg_timezone_names where name = $1", [
                prefs.timezone,
              ]);
              if (known.rows.length === 0) {
                throw new RestError(
                  400,
                  "PGRST122",
                  "Invalid preferences given with handling=strict",
                  `Invalid preferences: timezone=${prefs.timezone}`,
                );
              }
              await tx.query("select set_config('timezone', $1, true)", [prefs.timezone]);
            }
            const catalog = new Catalog(tx, config.schemas);
            let result: Reply;
            if (isRpc) result = await rpc(tx, catalog, request, name);
            else if (isRead) {
              const table = await requireTable(catalog, schema, name);
              result = (await readRows(tx, catalog, request, relationSource(table), "rows")).reply;
            } else result = await write(tx, catalog, request, name);
            if (config.schemas.length > 1) {
              result.headers["Content-Profile"] = schema;
            }
            const applied = result.headers["Preference-Applied"]?.split(", ") ?? [];
            if (prefs.tx) applied.push(`tx=${prefs.tx}`);
            if (prefs.count && !applied.some((item) => item.startsWith("count=")))
              applied.push(`count=${prefs.count}`);
            if (prefs.timezone) applied.push(`timezone=${prefs.timezone}`);
            if (prefs.handling === "strict" && header(req, "prefer")?.includes("handling=strict"))
              applied.push("handling=strict");
            if (applied.length) result.headers["Preference-Applied"] = applied.join(", ");
            if (rollback) throw new Rollback(result);
            return result;
          },
        );
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
        reply = error.reply;
      }
      checkRestResponse(reply.body, limits);
      if (reply.body === null) return sendEmpty(res, reply.status, reply.headers);
      return sendText(res, reply.status, reply.body, reply.headers);
    } catch (error) {
      let restError: RestError | null = null;
      if (error instanceof RestError) restError = error;
      else if (isPostgresError(error)) {
        restError = restErrorFromPostgres(error, caller === null || caller.role === "anon");
      }
      if (!restError) throw error;
      const headers: Record<string, string> = {};
      if (restError.status === 401 && restError.code.startsWith("PGRST30")) {
        headers["WWW-Authenticate"] =
          `Bearer error="invalid_token", error_description="${restError.message}"`;
      }
      return sendJson(res, restError.status, restError.toBody(), headers);
    }
  };
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The most similar candidate scoring at least `minimum` (1 − edit distance / longer length). */
/** The types a function's single unnamed parameter may have for PostgREST to call it. */
const UNNAMED_PARAM_TYPES = ["json", "jsonb", "text", "xml", "bytea"];

/**
 * PostgREST calls a function by parameter names, so one with unnamed parameters is not callable
 * (it answers PGRST202 as if absent) unless its only parameter is unnamed and takes a raw body.
 */
function callable(fn: FunctionInfo): boolean {
  if (fn.args.every((arg) => arg.name !== "")) return true;
  return fn.args.length === 1 && UNNAMED_PARAM_TYPES.includes(fn.args[0]!.type);
}

/** Compared as PostgREST's fuzzy set compares: lower case, letters, digits, spaces and commas. */
function fuzzyKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9\u00c0-\u00ff, ]+/g, "");
}

function closest(word: string, candidates: string[], minimum: number): string | null {
  let best: string | null = null;
  let bestScore = minimum;
  const key = fuzzyKey(word);
  for (const candidate of candidates) {
    const other = fuzzyKey(candidate);
    const length = Math.max(key.length, other.length);
    if (length === 0) continue;
    const score = 1 - levenshtein(key, other) / length;
    if (score >= bestScore && candidate !== word) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
