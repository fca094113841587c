import type { NextRequest } from "next/server";

import { visitorHeaders } from "@/lib/http/visitor-headers";
import { withRequest } from "@/lib/http/with-request";
import { serverEnv } from "@/lib/server-env";
import { EMBEDDED_KEY_PLACEHOLDER } from "@/lib/supabase/config";

/** Largest request body passed on, in bytes (the backend's own limit). */
const MAX_BODY_BYTES = 1024 * 1024;

/** Hop-by-hop headers, and the ones this route sets or must not pass on. */
const DROPPED_HEADERS = [
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "upgrade",
  "expect",
  "content-length",
  "cookie",
  "accept-encoding",
  "forwarded",
  "x-real-ip",
  "x-forwarded-for",
  "sb-forwarded-for",
  "x-client-address",
];

/**
 * The backend's APIs the browser calls. Nothing else is passed on: the backend's local mailbox
 * (every link and code) must never be reachable through the site, however its path is spelled.
 */
const PUBLIC_APIS = new Set(["auth/v1", "rest/v1"]);

/** Whether the decoded segments name a public API; `.` and `..` would climb out of it. */
function isPublicApi(path: string[]): boolean {
  return PUBLIC_APIS.has(path.slice(0, 2).join("/")) && !path.some((s) => s === "." || s === "..");
}

const notFound = () => Response.json({ message: "Not found" }, { status: 404 });

const tooLarge = () =>
  Response.json(
    {
      code: "PGRST413",
      details: null,
      hint: null,
      message: `Payload too large: the limit is ${MAX_BODY_BYTES} bytes`,
    },
    { status: 413 },
  );

/**
 * The request body as a stream that fails once it passes the limit; nothing is buffered. The
 * source is left as it is rather than cancelled, so the connection stays up for the 413.
 */
function limitedBody(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const state = { size: 0, tooLarge: false };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      state.size += value.byteLength;
      if (state.size <= MAX_BODY_BYTES) return controller.enqueue(value);
      state.tooLarge = true;
      controller.error(new Error("request body too large"));
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream, state };
}

/**
 * Same-origin gateway to the embedded backend, so the browser never needs its address or key:
 * the placeholder key the browser sends is swapped for the real publishable key here. With a
 * hosted project configured the browser talks to it directly and this route does not exist.
 */
async function forward(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const env = serverEnv();
  const upstream = env.SUPABASE_URL;
  const key = env.SUPABASE_PUBLISHABLE_KEY;
  const { path } = await params;
  if (env.NEXT_PUBLIC_SUPABASE_URL || !upstream || !key || !isPublicApi(path)) return notFound();

  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= MAX_BODY_BYTES)) return tooLarge();

  const target = new URL(`${upstream}/${path.map(encodeURIComponent).join("/")}`);
  target.search = request.nextUrl.search;

  const headers = new Headers(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  if (headers.get("apikey") === EMBEDDED_KEY_PLACEHOLDER) headers.set("apikey", key);
  if (headers.get("authorization") === `Bearer ${EMBEDDED_KEY_PLACEHOLDER}`) {
    headers.set("authorization", `Bearer ${key}`);
  }
  // The backend keys its limits on the rightmost entry: give it only the address we trust.
  for (const [name, value] of Object.entries(visitorHeaders(request.headers))) {
    headers.set(name, value);
  }

  const body =
    request.method !== "GET" && request.method !== "HEAD" && request.body && declared !== "0"
      ? limitedBody(request.body)
      : null;
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: body?.stream,
      duplex: "half",
      redirect: "manual",
      cache: "no-store",
    } as RequestInit);
  } catch {
    if (body?.state.tooLarge) return tooLarge();
    return Response.json(
      { code: "backend_unavailable", message: "The backend is not reachable." },
      { status: 503 },
    );
  }

  const responseHeaders = new Headers(response.headers);
  // fetch() has already decoded the body.
  responseHeaders.delete("content-encoding");
  responseHeaders.delete("content-length");
  return new Response(response.body, { status: response.status, headers: responseHeaders });
}

/** Streamed both ways: the request line is logged once the backend has answered. */
const gateway = withRequest(forward);

export { gateway as GET, gateway as POST, gateway as PUT, gateway as PATCH, gateway as DELETE };
export { gateway as HEAD, gateway as OPTIONS };
