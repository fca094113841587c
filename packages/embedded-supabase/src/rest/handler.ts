import type { IncomingMessage, ServerResponse } from "node:http";

import { AcquireTimeoutError, EngineFaultError, type Transaction } from "../db/database";
import { isPostgresError, RestError, restErrorFromPostgres } from "../http/errors";
import { header, sendEmpty, sendJson, sendText } from "../http/http";
import { identify, parseApiRequest, requestHeaders } from "./api-request";
import type { ParsedRequest } from "./api-request";
import { call } from "./call";
import type { Caller, Reply, RestContext } from "./context";
import { checkPatterns, checkRestFilters, checkRestRequest, checkRestResponse } from "./limits";
import { mutate } from "./mutate";
import { readRows, requireTable } from "./read";
import { Catalog } from "./schema-cache";
import { relationSource } from "./sql";

/** Thrown inside the transaction to roll it back while still answering with `reply`. */
class Rollback extends Error {
  constructor(readonly reply: Reply) {
    super("rollback");
  }
}

/** `Prefer: timezone=…` for this transaction, refused when the database does not know the zone. */
async function applyTimezone(tx: Transaction, timezone: string | null): Promise<void> {
  if (timezone === null) return;
  const known = await tx.query("select 1 from pg_timezone_names where name = $1", [timezone]);
  if (known.rows.length === 0) {
    throw new RestError(
      400,
      "PGRST122",
      "Invalid preferences given with handling=strict",
      `Invalid preferences: timezone=${timezone}`,
    );
  }
  await tx.query("select set_config('timezone', $1, true)", [timezone]);
}

/** Adds the preferences every request honours to those the plan reported. */
function preferenceApplied(req: IncomingMessage, parsed: ParsedRequest, reply: Reply): void {
  const { prefs } = parsed.request;
  const applied = reply.headers["Preference-Applied"]?.split(", ") ?? [];
  if (prefs.tx) applied.push(`tx=${prefs.tx}`);
  if (prefs.count && !applied.some((item) => item.startsWith("count=")))
    applied.push(`count=${prefs.count}`);
  if (prefs.timezone) applied.push(`timezone=${prefs.timezone}`);
  if (prefs.handling === "strict" && header(req, "prefer")?.includes("handling=strict"))
    applied.push("handling=strict");
  if (applied.length) reply.headers["Preference-Applied"] = applied.join(", ");
}

/** The plan of the request: a call, a read or a mutation, inside the request's transaction. */
async function plan(ctx: RestContext, tx: Transaction, parsed: ParsedRequest): Promise<Reply> {
  const { request, name, isRpc, isRead } = parsed;
  const catalog = new Catalog(tx, ctx.config.schemas);
  if (isRpc) return call({ ctx, tx, catalog, request, name });
  if (!isRead) return mutate({ ctx, tx, catalog, request, name });
  const table = await requireTable(catalog, request.schema, name);
  return (await readRows(ctx, tx, catalog, request, relationSource(table), "rows")).reply;
}

/** Runs the request in one transaction as the caller's role; rolls back when told to. */
async function run(
  ctx: RestContext,
  req: IncomingMessage,
  caller: Caller,
  parsed: ParsedRequest,
): Promise<Reply> {
  const { request } = parsed;
  const { prefs } = request;
  const rollback =
    prefs.tx === "rollback" || (prefs.tx === null && ctx.config.txEnd.startsWith("rollback"));
  const settings = {
    role: caller.role,
    claims: caller.claims,
    headers: requestHeaders(req),
    method: request.method,
    path: request.url.pathname,
    readOnly: parsed.isRead,
  };
  try {
    return await ctx.db.asRole(settings, async (tx) => {
      await applyTimezone(tx, prefs.timezone);
      const reply = await plan(ctx, tx, parsed);
      if (ctx.config.schemas.length > 1) reply.headers["Content-Profile"] = request.schema;
      preferenceApplied(req, parsed, reply);
      if (rollback) throw new Rollback(reply);
      return reply;
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    return error.reply;
  }
}

/** PostgREST's error body for a refused request or a database error; anything else is thrown on. */
function sendError(res: ServerResponse, error: unknown, caller: Caller | null): void {
  let restError: RestError | null = null;
  if (error instanceof RestError) restError = error;
  else if (error instanceof AcquireTimeoutError) {
    restError = new RestError(
      504,
      "PGRST003",
      "Timed out acquiring connection from connection pool.",
    );
  } else if (error instanceof EngineFaultError) {
    // PostgREST's answer while its connection to the database is being made again.
    restError = new RestError(503, "PGRST001", "Database client error. Retrying the connection.");
  } else if (isPostgresError(error)) {
    restError = restErrorFromPostgres(error, caller === null || caller.role === "anon");
  }
  if (!restError) throw error;
  const headers: Record<string, string> = {};
  if (restError.status === 401 && restError.code.startsWith("PGRST30")) {
    headers["WWW-Authenticate"] =
      `Bearer error="invalid_token", error_description="${restError.message}"`;
  }
  sendJson(res, restError.status, restError.toBody(), headers);
}

/**
 * The PostgREST API under `/rest/v1`: tables, views and functions of the exposed schemas. A
 * request is checked against the limits, its caller identified from the token, parsed into an
 * `ApiRequest`, planned and run in one transaction, and its reply checked before it is sent.
 */
export function createRestHandler(ctx: RestContext) {
  return async function handleRest(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    let caller: Caller | null = null;
    try {
      checkRestRequest(req.url ?? "/", url, ctx.limits);
      caller = identify(req, ctx.keys);
      checkRestFilters(url, ctx.limits, caller.role);
      const parsed = await parseApiRequest(ctx.config, req, path, url);
      checkPatterns(parsed.request.query, ctx.limits, caller.role);
      const reply = await run(ctx, req, caller, parsed);
      checkRestResponse(reply.body, ctx.limits);
      if (reply.body === null) return sendEmpty(res, reply.status, reply.headers);
      return sendText(res, reply.status, reply.body, reply.headers);
    } catch (error) {
      sendError(res, error, caller);
    }
  };
}
