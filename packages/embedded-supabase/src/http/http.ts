import type { IncomingMessage, ServerResponse } from "node:http";

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

const bodies = new WeakMap<IncomingMessage, Promise<Buffer>>();

/**
 * The raw body (bytea arguments take it byte for byte), read from the stream once: a check that
 * runs before the endpoint (the CAPTCHA) and the endpoint itself both read it.
 */
export function readBuffer(req: IncomingMessage): Promise<Buffer> {
  let body = bodies.get(req);
  if (!body) {
    body = readStream(req);
    bodies.set(req, body);
  }
  return body;
}

async function readStream(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError("request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBuffer(req)).toString("utf8");
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, JSON.stringify(body), {
    "Content-Type": "application/json; charset=utf-8",
    ...headers,
  });
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, "Content-Length": Buffer.byteLength(text) });
  res.end(res.req.method === "HEAD" ? undefined : text);
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers);
  res.end();
}

const ALLOWED_HEADERS = [
  "apikey",
  "authorization",
  "x-client-info",
  "content-type",
  "accept",
  "accept-profile",
  "content-profile",
  "prefer",
  "range",
  "x-supabase-api-version",
  "x-retry-count",
].join(", ");

/** CORS for every response; supabase-js needs the exposed headers to read codes and counts. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = header(req, "origin");
  res.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  if (origin) res.setHeader("Vary", "Origin");
  res.setHeader(
    "Access-Control-Expose-Headers",
    "Content-Range, X-Supabase-Api-Version, Range, Preference-Applied",
  );
}

export function answerPreflight(res: ServerResponse): void {
  sendEmpty(res, 204, {
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Max-Age": "86400",
  });
}

/**
 * The client address the database sees as `x-forwarded-for`: the rightmost entry the caller sent,
 * else the caller itself. The embedded backend listens on loopback behind this app, which writes exactly
 * the visitor's address there; its throttles key on the same entry.
 */
export function forwardedFor(req: IncomingMessage): string {
  const given = header(req, "x-forwarded-for")
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return given ?? req.socket.remoteAddress ?? "unknown";
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(req, "authorization") ?? "");
  return match?.[1] ?? null;
}
