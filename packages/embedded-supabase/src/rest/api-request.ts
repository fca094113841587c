import type { IncomingMessage } from "node:http";
import type { TxEnd } from "../config/options";
import { API_ROLES } from "../db/database";
import type { ApiRole } from "../db/database";
import { RestError } from "../http/errors";
import { bearerToken, forwardedFor, header, readBuffer } from "../http/http";
import { nowSeconds, verifyJwt } from "../jwt/tokens";
import type { SigningKeys } from "../jwt/keys";
import { parsePreferences, parseQuery, parseRangeHeader } from "./grammar";
import type { Preferences, QueryParams, Range } from "./grammar";
import { FORWARDED_HEADERS } from "./context";
import type { ApiRequest, Caller, Media, RestConfig } from "./context";

export function bearerOrApiKey(req: IncomingMessage): string | null {
  return bearerToken(req) ?? header(req, "apikey") ?? null;
}

export function jwtError(code: string, message: string): RestError {
  return new RestError(401, code, message);
}

export function identify(req: IncomingMessage, keys: SigningKeys): Caller {
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
      case "not_yet_valid":
        throw jwtError("PGRST303", "JWT not yet valid");
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

export function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": forwardedFor(req) };
  for (const name of FORWARDED_HEADERS) {
    const value = header(req, name);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

export function invalidBody(message = "Empty or invalid json"): RestError {
  return new RestError(400, "PGRST102", message);
}

export function parseJsonBody(body: Buffer | null): unknown {
  const text = body?.toString("utf8") ?? "";
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

export function singularError(rows: number): RestError {
  return new RestError(
    406,
    "PGRST116",
    "Cannot coerce the result to a single JSON object",
    `The result contains ${rows} rows`,
  );
}

export function queryError(key: string, value: string, details: string): RestError {
  return new RestError(
    400,
    "PGRST100",
    `"failed to parse filter (${value})" (line 1, column 1)`,
    `${key}=${value}: ${details}`,
  );
}

/** Picks the response media type from `Accept`, or 406 PGRST107 naming what was asked. */
export function negotiate(accept: string | undefined): { media: Media; stripNulls: boolean } {
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
export function unfulfillable(
  prefs: Preferences,
  method: string,
  isRpc: boolean,
  txEnd: TxEnd,
): string[] {
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

/** A request parsed and checked, before any database work: what the plan is made from. */
export interface ParsedRequest {
  request: ApiRequest;
  /** The table, view or function named by the path. */
  name: string;
  isRpc: boolean;
  isRead: boolean;
}

/** `/<table>` or `/rpc/<function>`, and whether the method fits it. */
function route(method: string, path: string): Omit<ParsedRequest, "request"> {
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
  const isRead = method === "GET" || method === "HEAD";
  if (!isRead && !(isRpc ? method === "POST" : ["POST", "PATCH", "DELETE"].includes(method))) {
    throw isRpc
      ? new RestError(405, "PGRST101", `Cannot use the ${method} method on RPC`)
      : new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  }
  return { name: isRpc ? segments[1]! : segments[0]!, isRpc, isRead };
}

/** The schema of `Accept-Profile` (reads) or `Content-Profile` (writes), else the first exposed. */
function profile(config: RestConfig, req: IncomingMessage, isRead: boolean): string {
  const acceptProfile = header(req, "accept-profile");
  const contentProfile = header(req, "content-profile");
  for (const given of [acceptProfile, contentProfile]) {
    if (given !== undefined && !config.schemas.includes(given)) {
      throw new RestError(
        406,
        "PGRST106",
        `Invalid schema: ${given}`,
        null,
        `Only the following schemas are exposed: ${config.schemas.join(", ")}`,
      );
    }
  }
  return (isRead ? acceptProfile : contentProfile) ?? config.schemas[0]!;
}

/** `Prefer`, refused under `handling=strict` when the request cannot honour all of it. */
function preferences(config: RestConfig, req: IncomingMessage, method: string, isRpc: boolean) {
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
  return prefs;
}

/** The `Range` header (items only, reads only). */
function rangeOf(req: IncomingMessage, isRead: boolean): Range | null {
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
  return range;
}

/** The query string, with what does not belong to this kind of request refused. */
function queryOf(url: URL, isRpc: boolean, isRead: boolean): QueryParams {
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
  return query;
}

/** PostgREST's ApiRequest: path, method, headers, query string and body, parsed and checked. */
export async function parseApiRequest(
  config: RestConfig,
  req: IncomingMessage,
  path: string,
  url: URL,
): Promise<ParsedRequest> {
  const method = req.method ?? "GET";
  const target = route(method, path);
  const { isRpc, isRead } = target;
  const schema = profile(config, req, isRead);
  const { media, stripNulls } = negotiate(header(req, "accept"));
  const prefs = preferences(config, req, method, isRpc);
  const range = rangeOf(req, isRead);
  const query = queryOf(url, isRpc, isRead);
  const body = isRead ? null : await readBuffer(req);
  const request: ApiRequest = {
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
  return { ...target, request };
}
