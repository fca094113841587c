import type { Transaction } from "../db/database";
import { isPostgresError, RestError } from "../http/errors";
import { isObject } from "../http/http";
import type { Relation } from "./schema-cache";
import {
  buildTopLevel,
  levelSql,
  outputNames,
  Params,
  quoteIdent,
  quoteLiteral,
  relationRef,
  whereFor,
} from "./sql";
import type { BuildOptions, Source } from "./sql";
import { invalidBody, parseJsonBody, singularError } from "./api-request";
import { JSON_TYPE } from "./context";
import type { Aggregate, ApiRequest, PlanScope, Reply } from "./context";
import { requireColumns, requireTable } from "./read";
import { aggregateSql, bodyReply, checkAffected, one } from "./response";

/** A mutation's statement, before its `returning`: what was built from the request. */
interface Statement {
  sql: string;
  /** The table's alias in the statement. */
  alias: string;
  /** An `on conflict` upsert, whose inserted rows are told from the updated ones. */
  upsert: boolean;
}

const ALIAS = "pgrst_target";

/** The checks PostgREST makes on a mutation before building it; returns the JSON body. */
function checkMutation(request: ApiRequest): unknown {
  const { method, prefs, query } = request;
  if (method !== "POST" && query.ranges.size > 0) {
    throw new RestError(400, "PGRST100", "limit and offset are not supported on PATCH or DELETE");
  }
  if (!request.contentType.startsWith("application/json") && method !== "DELETE") {
    throw invalidBody(`Content-Type not acceptable: ${request.contentType}`);
  }
  const body = method === "DELETE" ? undefined : parseJsonBody(request.body);
  if (prefs.return !== "representation") {
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
  return body;
}

/** The `select` feeding an insert: the body's rows as records of the table. */
function insertSource(
  table: Relation,
  rows: Record<string, unknown>[],
  inserted: string[],
  useDefaults: boolean,
  params: Params,
): string {
  const list = inserted.map(quoteIdent).join(", ");
  if (!useDefaults) {
    const source = `json_populate_recordset(null::${relationRef(table)}, ${params.add(JSON.stringify(rows))}::json) as _p`;
    return list ? `select ${list} from ${source}` : `select from ${source}`;
  }
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
  return `select ${exprs.join(", ")} from jsonb_array_elements(${params.add(JSON.stringify(rows))}::jsonb) as _j cross join lateral jsonb_populate_record(null::${relationRef(table)}, _j) as _p${defaults}`;
}

/** `on conflict …` of an upsert (`Prefer: resolution=…`), or "" for a plain insert. */
function conflictClause(request: ApiRequest, table: Relation, inserted: string[]): string {
  const { prefs, query } = request;
  if (!prefs.resolution) {
    if (query.onConflict) {
      throw new RestError(
        400,
        "PGRST100",
        "on_conflict needs Prefer: resolution=merge-duplicates or resolution=ignore-duplicates",
      );
    }
    return "";
  }
  const conflict = query.onConflict ?? [...table.primaryKey];
  if (conflict.length === 0) {
    throw new RestError(400, "PGRST100", "on_conflict is required: the table has no primary key");
  }
  const conflictList = conflict.map(quoteIdent).join(", ");
  return prefs.resolution === "ignore-duplicates" || inserted.length === 0
    ? ` on conflict (${conflictList}) do nothing`
    : ` on conflict (${conflictList}) do update set ${inserted
        .map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`)
        .join(", ")}`;
}

/** The insert of a POST: its rows, columns (`columns`, `missing=default`) and conflicts. */
function insertStatement(
  request: ApiRequest,
  table: Relation,
  body: unknown,
  params: Params,
): Statement {
  const { prefs, query } = request;
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
  const select = insertSource(table, rows, inserted, useDefaults, params);
  const target = `${relationRef(table)} as ${quoteIdent(ALIAS)}`;
  const sql = list
    ? `insert into ${target} (${list}) ${select}`
    : `insert into ${target} ${select}`;
  const conflict = conflictClause(request, table, inserted);
  return { sql: sql + conflict, alias: ALIAS, upsert: conflict !== "" };
}

/** The update of a PATCH or the delete of a DELETE, over the rows the filters keep; null: nothing to update. */
async function changeStatement(
  request: ApiRequest,
  table: Relation,
  body: unknown,
  options: BuildOptions,
): Promise<Statement | null> {
  const { method, query } = request;
  if (query.columns || query.onConflict) {
    throw new RestError(
      400,
      "PGRST100",
      `columns and on_conflict are only for POST, not ${method}`,
    );
  }
  const where = await whereFor(options, table, ALIAS);
  const whereText = where.length ? ` where ${where.join(" and ")}` : "";
  const target = `${relationRef(table)} as ${quoteIdent(ALIAS)}`;
  if (method !== "PATCH")
    return { sql: `delete from ${target}${whereText}`, alias: ALIAS, upsert: false };
  if (!isObject(body)) throw invalidBody();
  const columns = Object.keys(body);
  requireColumns(table, columns);
  if (columns.length === 0) return null;
  const source = `json_populate_record(null::${relationRef(table)}, ${options.params.add(JSON.stringify(body))}::json) as _p`;
  return {
    sql:
      `update ${target} set ${columns.map((column) => `${quoteIdent(column)} = _p.${quoteIdent(column)}`).join(", ")}` +
      ` from ${source}${whereText}`,
    alias: ALIAS,
    upsert: false,
  };
}

/**
 * PostgREST answers 200 only for a merge that inserted nothing; ignore-duplicates is 201 even
 * when every row was skipped.
 */
function createdStatus(request: ApiRequest, statement: Statement, inserted: number | null): number {
  if (request.method !== "POST") return 200;
  return statement.upsert && inserted === 0 && request.prefs.resolution === "merge-duplicates"
    ? 200
    : 201;
}

/** `return=representation`: the changed rows, shaped by `select` like a read. */
async function withRepresentation(
  tx: Transaction,
  request: ApiRequest,
  table: Relation,
  statement: Statement,
  options: BuildOptions,
): Promise<Reply> {
  const { alias, upsert } = statement;
  const source: Source = {
    from: (a) => `pgrst_source as ${quoteIdent(a)}`,
    relation: table,
    rowType: table,
  };
  const level = await buildTopLevel(options, source, request.query.select, true);
  level.range = { limit: null, offset: 0 };
  const returning = upsert ? `, (${quoteIdent(alias)}.xmax = 0) as pgrst_inserted` : "";
  const result = await one<Aggregate & { affected: number; inserted: number | null }>(
    tx,
    `with pgrst_source as (${statement.sql} returning ${quoteIdent(alias)}.*${returning}),
          pgrst_rows as (${levelSql(level, null, false)})
     select (select count(*) from pgrst_source)::int as affected,
            ${upsert ? "(select count(*) from pgrst_source where pgrst_inserted)::int" : "null::int"} as inserted,
            ${aggregateSql(request, outputNames(level), options.params)}
     from pgrst_rows as _r`,
    options.params.values,
  );
  checkAffected(request, result.affected);
  const count = request.prefs.count ? result.affected : "*";
  return bodyReply(request, result, createdStatus(request, statement, result.inserted), {
    "Content-Range": `${result.n === 0 ? "*" : `0-${result.n - 1}`}/${count}`,
  });
}

interface Outcome {
  affected: number;
  inserted: number | null;
  location: string | null;
}

/** Runs the statement counting its rows, and for an upsert the inserted ones where it may. */
async function countChanges(
  tx: Transaction,
  request: ApiRequest,
  table: Relation,
  statement: Statement,
  params: Params,
): Promise<Outcome> {
  const { alias } = statement;
  const pk = table.primaryKey;
  const run = (returning: string, extra: string) =>
    one<Outcome>(
      tx,
      `with pgrst_source as (${statement.sql} returning ${returning})
       select count(*)::int as affected, ${extra} from pgrst_source`,
      params.values,
    );
  if (request.prefs.return === "headers-only" && request.method === "POST" && pk.length > 0) {
    const cols = pk.map((column) => `${quoteIdent(alias)}.${quoteIdent(column)}`).join(", ");
    return run(
      cols,
      `null::int as inserted, (array_agg(json_build_array(${pk.map(quoteIdent).join(", ")})::text))[1] as location`,
    );
  }
  if (!statement.upsert) return run("1", "null::int as inserted, null as location");
  // Seeing which rows were inserted needs SELECT on the table; without it, say 201.
  await tx.query("savepoint pgrst_upsert", []);
  try {
    const outcome = await run(
      `(${quoteIdent(alias)}.xmax = 0) as pgrst_inserted`,
      "count(*) filter (where pgrst_inserted)::int as inserted, null as location",
    );
    await tx.query("release savepoint pgrst_upsert", []);
    return outcome;
  } catch (error) {
    if (!isPostgresError(error) || error.code !== "42501") throw error;
    await tx.query("rollback to savepoint pgrst_upsert", []);
    return run("1", "null::int as inserted, null as location");
  }
}

/** `return=minimal` or `headers-only`: no body; `Location` of an inserted row when asked. */
async function withoutRepresentation(
  tx: Transaction,
  request: ApiRequest,
  table: Relation,
  statement: Statement,
  params: Params,
): Promise<Reply> {
  const result = await countChanges(tx, request, table, statement, params);
  checkAffected(request, result.affected);
  if (request.media === "object" && result.affected !== 1) throw singularError(result.affected);
  const headers: Record<string, string> = {};
  if (result.location) {
    const values = JSON.parse(result.location) as unknown[];
    const search = new URLSearchParams(
      table.primaryKey.map((column, index) => [column, `eq.${String(values[index])}`]),
    );
    headers.Location = `/${table.name}?${search.toString()}`;
  }
  const count = request.prefs.count ? result.affected : "*";
  return {
    status: request.method === "POST" ? createdStatus(request, statement, result.inserted) : 204,
    body: null,
    headers: { ...headers, "Content-Range": `*/${count}` },
  };
}

/** The preferences a mutation honoured, for `Preference-Applied`. */
function appliedPreferences(request: ApiRequest): string[] {
  const { prefs } = request;
  const applied: string[] = [];
  if (prefs.return) applied.push(`return=${prefs.return}`);
  if (prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (prefs.missing) applied.push(`missing=${prefs.missing}`);
  if (prefs.maxAffected !== null) applied.push(`max-affected=${prefs.maxAffected}`);
  if (prefs.count) applied.push(`count=${prefs.count}`);
  return applied;
}

/** A POST, PATCH or DELETE on a table: one statement, with or without a representation. */
export async function mutate(scope: PlanScope): Promise<Reply> {
  const { ctx, tx, catalog, request, name } = scope;
  const table = await requireTable(catalog, request.schema, name);
  const body = checkMutation(request);
  const representation = request.prefs.return === "representation";
  const params = new Params();
  const options: BuildOptions = {
    catalog,
    params,
    query: request.query,
    aggregatesEnabled: ctx.config.aggregatesEnabled,
  };
  const statement =
    request.method === "POST"
      ? insertStatement(request, table, body, params)
      : await changeStatement(request, table, body, options);
  if (!statement) {
    return representation
      ? { status: 200, body: "[]", headers: { "Content-Type": JSON_TYPE } }
      : { status: 204, body: null, headers: {} };
  }
  const reply = representation
    ? await withRepresentation(tx, request, table, statement, options)
    : await withoutRepresentation(tx, request, table, statement, params);
  const applied = appliedPreferences(request);
  if (applied.length) reply.headers["Preference-Applied"] = applied.join(", ");
  return reply;
}
