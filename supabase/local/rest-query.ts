import type { FunctionInfo, TableInfo } from "./catalog";
import { RestError } from "./errors";

/**
 * PostgREST's URL grammar (the subset DESIGN names) parsed into plans, and plans turned into SQL.
 * Identifiers only ever come from the catalog and are quoted; every value is a bound parameter.
 */

export type SelectItem = { kind: "star" } | { kind: "column"; column: string; alias: string };

const COMPARISONS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;
type Comparison = keyof typeof COMPARISONS;

export type Filter = { column: string; negate: boolean } & (
  | { op: Comparison | "like" | "ilike"; value: string }
  | { op: "in"; values: string[] }
  | { op: "is"; value: "null" | "not_null" | "true" | "false" | "unknown" }
);

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: "first" | "last" | null;
}

export interface ReadPlan {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

export interface Prefer {
  return: "minimal" | "representation" | "headers-only" | null;
  count: boolean;
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
}

/** Query parameters that are not column filters. */
export const RESERVED_PARAMS = new Set([
  "select",
  "order",
  "limit",
  "offset",
  "on_conflict",
  "columns",
]);

const MAX_ROWS = 1000;
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_$]*$/u;

function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, "PGRST100", message, details);
}

export function quoteIdent(name: string): string {
  if (name === "" || name.includes("\0")) throw parseError(`invalid identifier "${name}"`);
  return `"${name.replaceAll('"', '""')}"`;
}

/** Splits on `separator` outside double quotes and parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\\" && quoted) i++;
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === "(") depth++;
    else if (!quoted && char === ")") depth--;
    else if (!quoted && depth === 0 && char === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function parseIdentifier(token: string, context: string): string {
  const trimmed = token.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    const inner = trimmed.slice(1, -1);
    if (inner === "" || inner.includes('"') || inner.includes("\0")) {
      throw parseError(`failed to parse ${context}`, `invalid quoted identifier ${trimmed}`);
    }
    return inner;
  }
  if (!IDENTIFIER.test(trimmed)) {
    throw parseError(
      `failed to parse ${context}`,
      `unexpected identifier ${JSON.stringify(trimmed)}`,
    );
  }
  return trimmed;
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === "") return [{ kind: "star" }];
  return splitTopLevel(raw, ",").map((item) => {
    const trimmed = item.trim();
    if (trimmed === "*") return { kind: "star" };
    if (/[()!]/.test(trimmed) || trimmed.startsWith("...")) {
      throw parseError(
        `failed to parse select parameter (${raw})`,
        "Resource embedding is not supported by the embedded backend",
      );
    }
    if (trimmed.includes("::") || trimmed.includes("->")) {
      throw parseError(
        `failed to parse select parameter (${raw})`,
        "Casts and JSON paths are not supported by the embedded backend",
      );
    }
    const parts = splitTopLevel(trimmed, ":");
    if (parts.length > 2) throw parseError(`failed to parse select parameter (${raw})`);
    const column = parseIdentifier(parts.at(-1)!, `select parameter (${raw})`);
    const alias =
      parts.length === 2 ? parseIdentifier(parts[0]!, `select parameter (${raw})`) : column;
    return { kind: "column", column, alias };
  });
}

/** `in.(a,"b,c")` list syntax: double quotes protect commas; backslash escapes inside them. */
export function parseList(raw: string, filter: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) {
    throw parseError(`failed to parse filter (${filter})`, "expected a list like (a,b)");
  }
  const inner = raw.slice(1, -1);
  if (inner === "") return [];
  const invalid = () => parseError(`failed to parse filter (${filter})`, "invalid list");
  const values: string[] = [];
  let i = 0;
  for (;;) {
    let value = "";
    if (inner[i] === '"') {
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === "\\" && i + 1 < inner.length) i++;
        value += inner[i];
        i++;
      }
      if (i >= inner.length) throw invalid();
      i++;
    } else {
      while (i < inner.length && inner[i] !== ",") {
        if (inner[i] === '"') throw invalid();
        value += inner[i];
        i++;
      }
    }
    values.push(value);
    if (i === inner.length) return values;
    if (inner[i] !== ",") throw invalid();
    i++;
  }
}

export function parseFilter(column: string, raw: string): Filter {
  const filter = `${column}=${raw}`;
  let rest = raw;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  if (dot === -1) throw parseError(`failed to parse filter (${raw})`);
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (op in COMPARISONS) return { column, negate, op: op as Comparison, value };
  if (op === "like" || op === "ilike") {
    return { column, negate, op, value: value.replaceAll("*", "%") };
  }
  if (op === "in") return { column, negate, op, values: parseList(value, filter) };
  if (op === "is") {
    const normalized = value.toLowerCase();
    if (["null", "not_null", "true", "false", "unknown"].includes(normalized)) {
      return { column, negate, op, value: normalized as "null" | "true" };
    }
    throw parseError(
      `failed to parse filter (${raw})`,
      "is accepts null, not_null, true, false or unknown",
    );
  }
  throw parseError(
    `failed to parse filter (${raw})`,
    `unknown or unsupported operator "${op}"; supported: eq neq gt gte lt lte like ilike in is`,
  );
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw === "") return [];
  return splitTopLevel(raw, ",").map((term) => {
    const trimmed = term.trim();
    let column: string;
    let modifiers: string;
    if (trimmed.startsWith('"')) {
      const close = trimmed.indexOf('"', 1);
      if (close === -1) throw parseError(`failed to parse order (${raw})`);
      column = parseIdentifier(trimmed.slice(0, close + 1), `order (${raw})`);
      modifiers = trimmed.slice(close + 1);
    } else {
      const dot = trimmed.indexOf(".");
      column = parseIdentifier(dot === -1 ? trimmed : trimmed.slice(0, dot), `order (${raw})`);
      modifiers = dot === -1 ? "" : trimmed.slice(dot);
    }
    const match = /^(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(modifiers);
    if (!match) throw parseError(`failed to parse order (${raw})`);
    return {
      column,
      descending: match[1] === "desc",
      nulls: match[2] === "nullsfirst" ? "first" : match[2] === "nullslast" ? "last" : null,
    };
  });
}

function parseCount(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${name} (${raw})`);
  return Number(raw);
}

export function parseReadPlan(params: URLSearchParams, filterParams: [string, string][]): ReadPlan {
  return {
    select: parseSelect(params.get("select")),
    filters: filterParams.map(([column, value]) => parseFilter(column, value)),
    order: parseOrder(params.get("order")),
    limit: parseCount(params.get("limit"), "limit"),
    offset: parseCount(params.get("offset"), "offset") ?? 0,
  };
}

/** Column filters of a request: every parameter that is not reserved. */
export function filterParams(params: URLSearchParams): [string, string][] {
  const filters: [string, string][] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (key === "or" || key === "and" || key.startsWith("not.")) {
      throw parseError(
        `failed to parse logic tree (${key})`,
        "or/and filters are not supported by the embedded backend",
      );
    }
    filters.push([parseIdentifier(key, `filter (${key})`), value]);
  }
  return filters;
}

export function parsePrefer(headerValue: string | undefined): Prefer {
  const prefer: Prefer = { return: null, count: false, resolution: null };
  for (const item of (headerValue ?? "").split(",")) {
    const [key, value] = item
      .trim()
      .split("=")
      .map((part) => part.trim());
    if (
      key === "return" &&
      (value === "minimal" || value === "representation" || value === "headers-only")
    ) {
      prefer.return = value;
    } else if (key === "count" && ["exact", "planned", "estimated"].includes(value ?? "")) {
      prefer.count = true;
    } else if (
      key === "resolution" &&
      (value === "merge-duplicates" || value === "ignore-duplicates")
    ) {
      prefer.resolution = value;
    }
  }
  return prefer;
}

/** `?columns="a","b"` as postgrest-js sends it for bulk inserts. */
export function parseColumns(raw: string | null): string[] | null {
  if (raw === null) return null;
  return splitTopLevel(raw, ",").map((column) => parseIdentifier(column, `columns (${raw})`));
}

export function parseOnConflict(raw: string | null): string[] | null {
  if (raw === null) return null;
  return splitTopLevel(raw, ",").map((column) => parseIdentifier(column, `on_conflict (${raw})`));
}

// ---- SQL ---------------------------------------------------------------------------------------

export interface Sql {
  text: string;
  params: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The quoted name of a column that exists, or PostgreSQL's "column does not exist" error. */
function columnName(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, "42703", `column ${table.name}.${column} does not exist`);
  }
  return quoteIdent(column);
}

function requireColumn(table: TableInfo, column: string): string {
  return `_t.${columnName(table, column)}`;
}

function tableRef(table: TableInfo): string {
  return `"public".${quoteIdent(table.name)}`;
}

export function projection(table: TableInfo, select: SelectItem[]): string {
  return select
    .map((item) =>
      item.kind === "star"
        ? "_t.*"
        : `${requireColumn(table, item.column)} as ${quoteIdent(item.alias)}`,
    )
    .join(", ");
}

function whereClause(table: TableInfo, filters: Filter[], params: Params): string {
  if (filters.length === 0) return "";
  const conditions = filters.map((filter) => {
    const column = requireColumn(table, filter.column);
    let condition: string;
    switch (filter.op) {
      case "in":
        condition =
          filter.values.length === 0
            ? "false"
            : `${column} in (${filter.values.map((value) => params.add(value)).join(", ")})`;
        break;
      case "is":
        condition = `${column} is ${filter.value === "not_null" ? "not null" : filter.value}`;
        break;
      case "like":
      case "ilike":
        condition = `${column} ${filter.op} ${params.add(filter.value)}`;
        break;
      default:
        condition = `${column} ${COMPARISONS[filter.op]} ${params.add(filter.value)}`;
    }
    return filter.negate ? `not (${condition})` : condition;
  });
  return ` where ${conditions.join(" and ")}`;
}

function orderClause(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return "";
  const terms = order.map(
    (term) =>
      `${requireColumn(table, term.column)} ${term.descending ? "desc" : "asc"}` +
      (term.nulls ? ` nulls ${term.nulls}` : ""),
  );
  return ` order by ${terms.join(", ")}`;
}

/**
 * Wraps a row source `_r` into one row: `n` (row count), `body` (JSON array text) and `single`
 * (the only element when there is exactly one), all built by Postgres so types serialise as in
 * PostgREST.
 */
function aggregate(source: string, stripNulls: boolean): string {
  const agg = stripNulls ? "json_strip_nulls(json_agg(_r))" : "json_agg(_r)";
  return `select count(*)::int as n,
                 coalesce(${agg}, '[]'::json)::text as body,
                 case when count(*) = 1 then (${agg} -> 0)::text end as single
          from ${source}`;
}

export function selectSql(table: TableInfo, plan: ReadPlan, stripNulls: boolean): Sql {
  const params = new Params();
  const where = whereClause(table, plan.filters, params);
  const limit = params.add(Math.min(plan.limit ?? MAX_ROWS, MAX_ROWS));
  const offset = params.add(plan.offset);
  const inner =
    `select ${projection(table, plan.select)} from ${tableRef(table)} as _t` +
    `${where}${orderClause(table, plan.order)} limit ${limit} offset ${offset}`;
  return { text: aggregate(`(${inner}) as _r`, stripNulls), params: params.values };
}

export function countSql(table: TableInfo, filters: Filter[]): Sql {
  const params = new Params();
  const where = whereClause(table, filters, params);
  return {
    text: `select count(*)::int as total from ${tableRef(table)} as _t${where}`,
    params: params.values,
  };
}

/** A write statement; `returning` set means the caller wants the rows back. */
function writeSql(
  statement: string,
  params: Params,
  returning: string | null,
  stripNulls: boolean,
): Sql {
  if (returning === null) return { text: statement, params: params.values };
  return {
    text: `with _m as (${statement} returning ${returning}) ${aggregate("_m as _r", stripNulls)}`,
    params: params.values,
  };
}

export function insertSql(
  table: TableInfo,
  rows: Record<string, unknown>[],
  options: {
    columns: string[] | null;
    onConflict: string[] | null;
    resolution: Prefer["resolution"];
    returning: SelectItem[] | null;
    stripNulls: boolean;
  },
): Sql {
  const columns = options.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new RestError(
        400,
        "PGRST204",
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
  const params = new Params();
  const list = columns.map(quoteIdent).join(", ");
  const source = `json_populate_recordset(null::${tableRef(table)}, ${params.add(JSON.stringify(rows))}::json)`;
  // No columns (`[{}]`, `[]`): a zero-column select inserts one all-defaults row per element.
  let statement = list
    ? `insert into ${tableRef(table)} as _t (${list}) select ${list} from ${source}`
    : `insert into ${tableRef(table)} as _t select from ${source}`;
  if (options.resolution) {
    const target = options.onConflict ?? [...table.primaryKey];
    if (target.length === 0) {
      throw new RestError(400, "PGRST100", "on_conflict is required: the table has no primary key");
    }
    const conflict = target.map((column) => columnName(table, column)).join(", ");
    statement +=
      options.resolution === "ignore-duplicates" || columns.length === 0
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${columns
            .map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`)
            .join(", ")}`;
  }
  const returning = options.returning ? projection(table, options.returning) : null;
  return writeSql(statement, params, returning, options.stripNulls);
}

export function updateSql(
  table: TableInfo,
  values: Record<string, unknown>,
  filters: Filter[],
  returning: SelectItem[] | null,
  stripNulls: boolean,
): Sql {
  const columns = Object.keys(values);
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new RestError(
        400,
        "PGRST204",
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
  const params = new Params();
  const source = `json_populate_record(null::${tableRef(table)}, ${params.add(JSON.stringify(values))}::json)`;
  const assignments = columns
    .map((column) => `${quoteIdent(column)} = _p.${quoteIdent(column)}`)
    .join(", ");
  const statement =
    `update ${tableRef(table)} as _t set ${assignments} from ${source} as _p` +
    whereClause(table, filters, params);
  return writeSql(statement, params, returning ? projection(table, returning) : null, stripNulls);
}

export function deleteSql(
  table: TableInfo,
  filters: Filter[],
  returning: SelectItem[] | null,
  stripNulls: boolean,
): Sql {
  const params = new Params();
  const statement = `delete from ${tableRef(table)} as _t${whereClause(table, filters, params)}`;
  return writeSql(statement, params, returning ? projection(table, returning) : null, stripNulls);
}

/** Picks the overload whose named inputs match `names`, as PostgREST does. */
export function matchFunction(candidates: FunctionInfo[], names: string[]): FunctionInfo | null {
  const given = new Set(names);
  return (
    candidates.find(
      (fn) =>
        names.every((name) => fn.args.some((arg) => arg.name === name)) &&
        fn.args.every((arg) => arg.hasDefault || given.has(arg.name)),
    ) ?? null
  );
}

/**
 * Calls `fn` with named arguments. `fromJson` arguments came from a JSON body: objects and arrays
 * are passed as JSON text; query-string arguments are already Postgres literals.
 */
export function rpcSql(
  fn: FunctionInfo,
  args: Record<string, unknown>,
  fromJson: boolean,
  stripNulls: boolean,
): Sql {
  const params = new Params();
  const list = Object.entries(args).map(([name, value]) => {
    const arg = fn.args.find((candidate) => candidate.name === name)!;
    let text: string | null;
    if (value === null || value === undefined) text = null;
    else if (typeof value === "string") text = value;
    else if (typeof value === "object") text = JSON.stringify(value);
    else text = String(value);
    const placeholder = params.add(text);
    const expression =
      fromJson && Array.isArray(value) && arg.type.endsWith("[]")
        ? `array(select json_array_elements_text(${placeholder}::json))::${arg.type}`
        : `${placeholder}::${arg.type}`;
    return `${quoteIdent(name)} => ${expression}`;
  });
  const call = `"public".${quoteIdent(fn.name)}(${list.join(", ")})`;
  if (fn.returnType === "void") return { text: `select ${call}`, params: params.values };
  if (fn.returnsSet) return { text: aggregate(`${call} as _r`, stripNulls), params: params.values };
  return { text: `select to_json(${call})::text as body`, params: params.values };
}
