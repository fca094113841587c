import type { Transaction } from "../db/database";
import { RestError } from "../http/errors";
import type { Catalog } from "./schema-cache";
import type { Relation } from "./schema-cache";
import { buildTopLevel, countSourceSql, levelSql, outputNames, Params, quoteIdent } from "./sql";
import type { BuildOptions, Level, Source } from "./sql";
import { singularError } from "./api-request";
import { JSON_TYPE, OBJECT_TYPE } from "./context";
import type { Aggregate, ApiRequest, Reply, RestContext } from "./context";
import { aggregateSql, bodyReply, contentRange, one } from "./response";

async function total(
  ctx: RestContext,
  tx: Transaction,
  request: ApiRequest,
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
    ctx.config.maxRows !== null &&
    exact <= ctx.config.maxRows
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
export async function readRows(
  ctx: RestContext,
  tx: Transaction,
  catalog: Catalog,
  request: ApiRequest,
  source: Source,
  shape: "rows" | "object" | "scalar" | "scalars",
  leading: unknown[] = [],
): Promise<{ reply: Reply; n: number }> {
  const params = new Params(leading);
  const options: BuildOptions = {
    catalog,
    params,
    query: request.query,
    aggregatesEnabled: ctx.config.aggregatesEnabled,
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
      `with pgrst_rows as (${levelSql(level, ctx.config.maxRows)})
       select count(*)::int as n,
              ${shape === "scalars" ? `coalesce(json_agg(${column}), '[]'::json)::text` : `coalesce((json_agg(${column}) -> 0)::text, 'null')`} as body,
              null as single${count}
       from pgrst_rows as _r`,
      params.values,
    );
  } else {
    result = await one<Aggregate>(
      tx,
      `with pgrst_rows as (${levelSql(level, ctx.config.maxRows)}) select ${aggregateSql(request, names, params)}${count} from pgrst_rows as _r`,
      params.values,
    );
  }
  const totalRows = await total(ctx, tx, request, level, params, result.total);
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

export async function requireTable(
  catalog: Catalog,
  schema: string,
  name: string,
): Promise<Relation> {
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

export function requireColumns(table: Relation, columns: Iterable<string>): void {
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
