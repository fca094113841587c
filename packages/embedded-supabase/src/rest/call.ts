import type { Transaction } from "../db/database";
import { RestError } from "../http/errors";
import { isObject } from "../http/http";
import type { Catalog } from "./schema-cache";
import type { FunctionInfo, Relation } from "./schema-cache";
import { columnsRelation, quoteIdent, relationRef } from "./sql";
import type { Source } from "./sql";
import { invalidBody, parseJsonBody, queryError } from "./api-request";
import type { ApiRequest, PlanScope, Reply } from "./context";
import { callable, functionNotFound } from "./hints";
import { readRows } from "./read";
import { checkAffected } from "./response";

type ArgumentMode = "get" | "json" | "text" | "bytea";

/** The call's arguments: the query string (GET/HEAD), a JSON object, or a raw text/binary body. */
interface Arguments {
  mode: ArgumentMode;
  args: Record<string, unknown>;
  /** The body as given: the single unnamed parameter's value when there is one. */
  raw: unknown;
}

function argumentsOf(request: ApiRequest): Arguments {
  const { method, query } = request;
  if (method === "GET" || method === "HEAD") {
    const args: Record<string, unknown> = {};
    for (const [key, value] of query.args) {
      const previous = args[key];
      if (previous === undefined) args[key] = value;
      else args[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    return { mode: "get", args, raw: undefined };
  }
  if (query.args.length > 0) {
    const [key, value] = query.args[0]!;
    throw queryError(key, value, "function arguments go in the body of a POST");
  }
  const type = request.contentType;
  if (type.startsWith("text/plain")) {
    return { mode: "text", args: {}, raw: request.body?.toString("utf8") ?? "" };
  }
  if (type.startsWith("application/octet-stream")) {
    return { mode: "bytea", args: {}, raw: new Uint8Array(request.body ?? Buffer.alloc(0)) };
  }
  if (!type.startsWith("application/json")) {
    throw invalidBody(`Content-Type not acceptable: ${type}`);
  }
  const body = parseJsonBody(request.body);
  return { mode: "json", args: isObject(body) ? body : {}, raw: body };
}

/** The overloads whose parameters the arguments fit; `single`: the body is one unnamed argument. */
function matching(overloads: FunctionInfo[], given: Arguments) {
  const { mode, raw } = given;
  const keys = Object.keys(given.args);
  const unnamedSingle = (types: string[]) =>
    overloads.filter(
      (fn) => fn.args.length === 1 && fn.args[0]!.name === "" && types.includes(fn.args[0]!.type),
    );
  if (mode === "text" || mode === "bytea") {
    return { matches: unnamedSingle(mode === "text" ? ["text"] : ["bytea"]), single: true };
  }
  const bodyIsObject = mode !== "json" || isObject(raw) || raw === undefined;
  const matches = bodyIsObject
    ? overloads.filter(
        (fn) =>
          keys.every((key) => fn.args.some((arg) => arg.name === key)) &&
          fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name)),
      )
    : [];
  if (matches.length === 0 && mode === "json") {
    const unnamed = unnamedSingle(["json", "jsonb"]);
    return { matches: unnamed, single: unnamed.length > 0 };
  }
  return { matches, single: false };
}

/** PostgREST's choice of the function: PGRST202 when none fits, 300 PGRST203 when several do. */
async function chooseFunction(
  tx: Transaction,
  catalog: Catalog,
  schema: string,
  name: string,
  given: Arguments,
): Promise<{ fn: FunctionInfo; single: boolean }> {
  const overloads = (await catalog.functions(schema, name)).filter(callable);
  const keys = Object.keys(given.args);
  const { matches, single } = matching(overloads, given);
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
    throw functionNotFound(schema, name, keys, given.mode, overloads, allNames);
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
  const unnamedKey = fn.args.length === 1 && fn.args[0]!.name === "" && keys.includes("");
  return { fn, single: single || unnamedKey };
}

/**
 * The call as a FROM item and its parameters. Named arguments travel as one JSON object bound as
 * a parameter and typed by json_to_record.
 */
function callSql(fn: FunctionInfo, given: Arguments, single: boolean) {
  const argParams: unknown[] = [];
  const placeholder = (value: unknown) => {
    argParams.push(value);
    return `$${argParams.length}`;
  };
  if (single) {
    const value = given.mode === "json" ? JSON.stringify(given.raw ?? null) : given.raw;
    return { sql: `${relationRef(fn)}(${placeholder(value)}::${fn.args[0]!.type})`, argParams };
  }
  const keys = Object.keys(given.args);
  const named = fn.args.filter((arg) => keys.includes(arg.name));
  if (named.length === 0) return { sql: `${relationRef(fn)}()`, argParams };
  const columns = named.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(", ");
  const list = named
    .map(
      (arg) =>
        `${arg.variadic ? "variadic " : ""}${quoteIdent(arg.name)} => pgrst_args.${quoteIdent(arg.name)}`,
    )
    .join(", ");
  const values: Record<string, unknown> = {};
  for (const arg of named) values[arg.name] = given.args[arg.name];
  return {
    sql: `json_to_record(${placeholder(JSON.stringify(values))}::json) as pgrst_args(${columns}) cross join lateral ${relationRef(fn)}(${list})`,
    argParams,
  };
}

/** The function's result as a relation to read: its row type, its columns, or one scalar column. */
async function resultSource(
  catalog: Catalog,
  schema: string,
  fn: FunctionInfo,
  call: string,
): Promise<Source> {
  const scalar = fn.resultColumns === null;
  const rowType = fn.returnRelation
    ? await catalog.relation(fn.returnRelation.schema, fn.returnRelation.name)
    : null;
  const relation: Relation = scalar
    ? columnsRelation(schema, fn.name, [{ name: fn.name, type: fn.returnType, defaultSql: null }])
    : (rowType ?? columnsRelation(schema, fn.name, fn.resultColumns!));
  return {
    from: (alias) => `${call} as ${quoteIdent(alias)}${scalar ? `(${quoteIdent(fn.name)})` : ""}`,
    relation,
    rowType,
  };
}

/** A call of a function under `/rest/v1/rpc/<name>`: chosen by its arguments, then read. */
export async function call(scope: PlanScope): Promise<Reply> {
  const { ctx, tx, catalog, request, name } = scope;
  const { method, prefs, schema } = request;
  const given = argumentsOf(request);
  const { fn, single } = await chooseFunction(tx, catalog, schema, name, given);
  const viaQuery = method === "GET" || method === "HEAD";
  if (!viaQuery && fn.volatility !== "volatile") await tx.query("set transaction read only", []);
  if (prefs.maxAffected !== null && !fn.returnsSet) {
    throw new RestError(
      400,
      "PGRST128",
      "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
    );
  }
  const { sql, argParams } = callSql(fn, given, single);
  if (fn.returnType === "void") {
    await tx.query(`select from ${sql} as pgrst_call`, argParams);
    return { status: 204, body: null, headers: {} };
  }
  const scalar = fn.resultColumns === null;
  const source = await resultSource(catalog, schema, fn, sql);
  const shape = scalar ? (fn.returnsSet ? "scalars" : "scalar") : fn.returnsSet ? "rows" : "object";
  const result = await readRows(ctx, tx, catalog, request, source, shape, argParams);
  checkAffected(request, result.n);
  if (prefs.return === "minimal") {
    return {
      status: 204,
      body: null,
      headers: { "Content-Range": result.reply.headers["Content-Range"] ?? "*/*" },
    };
  }
  return result.reply;
}
