import type { IncomingMessage, ServerResponse } from "node:http";

import { findFunctions, findTable } from "./catalog";
import type { TableInfo } from "./catalog";
import { API_ROLES } from "./db";
import type { ApiRole, Database, Transaction } from "./db";
import { isPostgresError, RestError, restErrorFromPostgres } from "./errors";
import { forwardedFor, header, readBody, sendEmpty, sendJson, sendText } from "./http";
import { nowSeconds, verifyJwt } from "./jwt";
import type { SigningKeys } from "./keys";
import { checkRestRequest, checkRestResponse, DEFAULT_REST_LIMITS } from "./limits";
import type { RestLimits } from "./limits";
import {
  countSql,
  deleteSql,
  filterParams,
  insertSql,
  matchFunction,
  parseColumns,
  parseOnConflict,
  parsePrefer,
  parseReadPlan,
  parseSelect,
  RESERVED_PARAMS,
  rpcSql,
  selectSql,
  updateSql,
} from "./rest-query";
import type { Filter, Prefer, Sql } from "./rest-query";

export interface RestDeps {
  db: Database;
  keys: SigningKeys;
  limits?: RestLimits;
}

interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
}

/** What a handler hands back from inside the transaction; written out after it commits. */
interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

interface Aggregate {
  n: number;
  body: string;
  single: string | null;
}

const JSON_TYPE = "application/json; charset=utf-8";
const OBJECT_TYPE = "application/vnd.pgrst.object+json; charset=utf-8";
const FORWARDED_HEADERS = ["user-agent", "origin", "referer", "host", "x-client-info"];

function bearerOrApiKey(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(req, "authorization") ?? "");
  return match?.[1] ?? header(req, "apikey") ?? null;
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, "PGRST102", "Empty or invalid json");
  }
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? "*" : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? "*"}`;
}

function singularError(rows: number): RestError {
  return new RestError(
    406,
    "PGRST116",
    "Cannot coerce the result to a single JSON object",
    `The result contains ${rows} rows`,
  );
}

async function run<T>(tx: Transaction, sql: Sql): Promise<T> {
  return (await tx.query<T>(sql.text, sql.params)).rows[0]!;
}

/** The PostgREST subset DESIGN names, served under `/rest/v1`. */
export function createRestHandler({ db, keys, limits = DEFAULT_REST_LIMITS }: RestDeps) {
  async function requireTable(tx: Transaction, name: string): Promise<TableInfo> {
    const table = await findTable(tx, name);
    if (!table) {
      throw new RestError(
        404,
        "PGRST205",
        `Could not find the table 'public.${name}' in the schema cache`,
      );
    }
    return table;
  }

  /** Rows back to the client: array or, for the object media type, exactly one object. */
  function rowsReply(
    result: Aggregate,
    options: { status: number; singular: boolean; headers: Record<string, string> },
  ): Reply {
    if (options.singular) {
      if (result.n !== 1) throw singularError(result.n);
      return {
        status: options.status,
        body: result.single,
        headers: { ...options.headers, "Content-Type": OBJECT_TYPE },
      };
    }
    return {
      status: options.status,
      body: result.body,
      headers: { ...options.headers, "Content-Type": JSON_TYPE },
    };
  }

  async function read(
    tx: Transaction,
    tableName: string,
    url: URL,
    prefer: Prefer,
    singular: boolean,
    stripNulls: boolean,
  ): Promise<Reply> {
    const table = await requireTable(tx, tableName);
    const plan = parseReadPlan(url.searchParams, filterParams(url.searchParams));
    const result = await run<Aggregate>(tx, selectSql(table, plan, stripNulls));
    const total = prefer.count
      ? (await run<{ total: number }>(tx, countSql(table, plan.filters))).total
      : null;
    const partial = total !== null && (plan.offset > 0 || result.n < total);
    return rowsReply(result, {
      status: partial && !singular ? 206 : 200,
      singular,
      headers: { "Content-Range": contentRange(plan.offset, result.n, total) },
    });
  }

  async function write(
    tx: Transaction,
    method: "POST" | "PATCH" | "DELETE",
    tableName: string,
    url: URL,
    body: unknown,
    prefer: Prefer,
    singular: boolean,
    stripNulls: boolean,
  ): Promise<Reply> {
    const table = await requireTable(tx, tableName);
    const params = url.searchParams;
    if (method !== "POST" && (params.has("limit") || params.has("offset"))) {
      throw new RestError(400, "PGRST100", "limit and offset are not supported on PATCH or DELETE");
    }
    const representation = prefer.return === "representation";
    const returning = representation ? parseSelect(params.get("select")) : null;
    const filters: Filter[] =
      method === "POST" ? [] : parseReadPlan(params, filterParams(params)).filters;

    let sql: Sql;
    if (method === "POST") {
      const rows = Array.isArray(body) ? body : [body];
      if (body === undefined || !rows.every(isObject)) {
        throw new RestError(400, "PGRST102", "Empty or invalid json");
      }
      sql = insertSql(table, rows, {
        columns: parseColumns(params.get("columns")),
        onConflict: parseOnConflict(params.get("on_conflict")),
        resolution: prefer.resolution,
        returning,
        stripNulls,
      });
    } else if (method === "PATCH") {
      if (!isObject(body)) throw new RestError(400, "PGRST102", "Empty or invalid json");
      if (Object.keys(body).length === 0) {
        // Nothing to set: PostgREST answers without touching a row.
        return representation
          ? { status: 200, body: "[]", headers: { "Content-Type": JSON_TYPE } }
          : { status: 204, body: null, headers: {} };
      }
      sql = updateSql(table, body, filters, returning, stripNulls);
    } else {
      sql = deleteSql(table, filters, returning, stripNulls);
    }

    const applied = [
      prefer.return ? `return=${prefer.return}` : null,
      prefer.resolution && method === "POST" ? `resolution=${prefer.resolution}` : null,
    ].filter((value): value is string => value !== null);
    const headers: Record<string, string> = applied.length
      ? { "Preference-Applied": applied.join(", ") }
      : {};
    const success = method === "POST" ? 201 : representation ? 200 : 204;

    if (!representation) {
      const result = await tx.query(sql.text, sql.params);
      const affected = result.affectedRows ?? 0;
      if (singular && affected !== 1) throw singularError(affected);
      const range = `*/${prefer.count ? affected : "*"}`;
      return { status: success, body: null, headers: { ...headers, "Content-Range": range } };
    }
    const result = await run<Aggregate>(tx, sql);
    return rowsReply(result, {
      status: success,
      singular,
      headers: {
        ...headers,
        "Content-Range": `${result.n === 0 ? "*" : `0-${result.n - 1}`}/${prefer.count ? result.n : "*"}`,
      },
    });
  }

  async function rpc(
    tx: Transaction,
    method: string,
    name: string,
    url: URL,
    body: unknown,
    singular: boolean,
    stripNulls: boolean,
  ): Promise<Reply> {
    const viaQuery = method === "GET" || method === "HEAD";
    let args: Record<string, unknown>;
    if (viaQuery) {
      args = {};
      for (const [key, value] of url.searchParams) {
        if (!RESERVED_PARAMS.has(key)) args[key] = value;
      }
    } else if (body === undefined) {
      args = {};
    } else if (isObject(body)) {
      args = body;
    } else {
      throw new RestError(400, "PGRST102", "Empty or invalid json");
    }
    const names = Object.keys(args).sort();
    const fn = matchFunction(await findFunctions(tx, name), names);
    if (!fn) {
      throw new RestError(
        404,
        "PGRST202",
        `Could not find the function public.${name}(${names.join(", ")}) in the schema cache`,
        `Searched for the function public.${name} with parameters ${names.length ? names.join(", ") : "none"}, but no matches were found in the schema cache.`,
      );
    }
    // PostgREST runs stable and immutable functions read-only, whatever the HTTP method.
    if (!viaQuery && fn.volatility !== "volatile") await tx.exec("set transaction read only");
    const sql = rpcSql(fn, args, !viaQuery, stripNulls);
    if (fn.returnType === "void") {
      await tx.query(sql.text, sql.params);
      return { status: 204, body: null, headers: {} };
    }
    if (fn.returnsSet) {
      const result = await run<Aggregate>(tx, sql);
      return rowsReply(result, {
        status: 200,
        singular,
        headers: { "Content-Range": contentRange(0, result.n, null) },
      });
    }
    const result = await run<{ body: string | null }>(tx, sql);
    return {
      status: 200,
      body: result.body ?? "null",
      headers: { "Content-Type": JSON_TYPE },
    };
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
      const profile = header(req, "accept-profile") ?? header(req, "content-profile");
      if (profile !== undefined && profile !== "public") {
        throw new RestError(406, "PGRST106", "The schema must be one of the following: public");
      }
      let segments: string[];
      try {
        segments = path.split("/").filter(Boolean).map(decodeURIComponent);
      } catch {
        throw new RestError(400, "PGRST100", "Invalid percent-encoding in the request path");
      }
      const isRpc = segments.length === 2 && segments[0] === "rpc";
      if (!isRpc && segments.length !== 1) {
        throw new RestError(404, "PGRST125", `Invalid path specified in request URL`);
      }
      const name = isRpc ? segments[1]! : segments[0]!;
      const isRead = method === "GET" || method === "HEAD";
      const isWrite = method === "POST" || method === "PATCH" || method === "DELETE";
      if (!isRead && !(isRpc ? method === "POST" : isWrite)) {
        throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
      }
      const accept = header(req, "accept") ?? "";
      const singular = accept.includes("application/vnd.pgrst.object");
      const stripNulls = accept.includes("nulls=stripped");
      const prefer = parsePrefer(header(req, "prefer"));
      const body = isRead ? undefined : await readJson(req);

      const reply = await db.asRole(
        {
          role: caller.role,
          claims: caller.claims,
          headers: requestHeaders(req),
          method,
          path: url.pathname,
          readOnly: isRead,
        },
        (tx) => {
          if (isRpc) return rpc(tx, method, name, url, body, singular, stripNulls);
          if (isRead) return read(tx, name, url, prefer, singular, stripNulls);
          return write(tx, method as "POST", name, url, body, prefer, singular, stripNulls);
        },
      );
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
