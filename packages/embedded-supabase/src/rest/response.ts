import { RestError } from "../http/errors";
import type { Transaction } from "../db/database";
import type { Params } from "./sql";
import { singularError } from "./api-request";
import { CSV_TYPE, JSON_TYPE, OBJECT_TYPE } from "./context";
import type { Aggregate, ApiRequest, Reply } from "./context";

export async function one<T>(tx: Transaction, sql: string, params: unknown[]): Promise<T> {
  return (await tx.query<T>(sql, params)).rows[0]!;
}

export function csvHeader(names: string[]): string {
  return names
    .map((name) => (/[",\n]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name))
    .join(",");
}

/** Wraps `pgrst_rows` into one row: count, body (JSON, CSV or stripped JSON) and the single. */
export function aggregateSql(request: ApiRequest, names: string[], params: Params): string {
  const agg = request.stripNulls ? "json_strip_nulls(json_agg(_r))" : "json_agg(_r)";
  const body =
    request.media === "csv"
      ? `${params.add(csvHeader(names))} || chr(10) || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), chr(10)), '')`
      : `coalesce(${agg}, '[]'::json)::text`;
  return `count(*)::int as n, ${body} as body, case when count(*) = 1 then (${agg} -> 0)::text end as single`;
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? "*" : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? "*"}`;
}

export function bodyReply(
  request: ApiRequest,
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

/** Refuses a mutation or call that touched more rows than `Prefer: max-affected`. */
export function checkAffected(request: ApiRequest, count: number): void {
  const { maxAffected } = request.prefs;
  if (maxAffected !== null && count > maxAffected) {
    throw new RestError(
      400,
      "PGRST124",
      "Query result exceeds max-affected preference constraint",
      `The query affects ${count} rows`,
    );
  }
}
