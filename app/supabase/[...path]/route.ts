import type { NextRequest } from "next/server";

import { clientAddress, forwardingHeaders } from "@/lib/security/client-address";
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
];

class BodyTooLarge extends Error {}

const tooLarge = () =>
  Response.json(
    {
      code: "PGRST413",
      details: null,
      hint: null,
      message: `Payload too large: the limit is ${MAX_BODY_BYTES} bytes`,
    },
    { status: 413, headers: { connection: "close" } },
  );

/** The request body as a stream that fails once it passes the limit; nothing is buffered. */
function limitedBody(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > MAX_BODY_BYTES) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Same-origin gateway to the embedded backend, so the browser never needs its address or key:
 * the placeholder key the browser sends is swapped for the real publishable key here. With a
 * hosted project configured the browser talks to it directly and this route does not exist.
 */
async function forward(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const upstream = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_PUBLISHABLE_KEY;
  if (process.env.NEXT_PUBLIC_SUPABASE_URL || !upstream || !key) {
    return Response.json({ message: "Not found" }, { status: 404 });
  }

  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= MAX_BODY_BYTES)) return tooLarge();

  const { path } = await params;
  const target = new URL(`${upstream}/${path.map(encodeURIComponent).join("/")}`);
  target.search = request.nextUrl.search;

  const headers = new Headers(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  if (headers.get("apikey") === EMBEDDED_KEY_PLACEHOLDER) headers.set("apikey", key);
  if (headers.get("authorization") === `Bearer ${EMBEDDED_KEY_PLACEHOLDER}`) {
    headers.set("authorization", `Bearer ${key}`);
  }
  // The backend keys its limits on the rightmost entry: give it only the address we trust.
  for (const [name, value] of Object.entries(forwardingHeaders(clientAddress(request.headers)))) {
    headers.set(name, value);
  }

  const hasBody =
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    request.body !== null &&
    declared !== "0";
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? limitedBody(request.body) : undefined,
      duplex: "half",
      redirect: "manual",
      cache: "no-store",
    } as RequestInit);
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as Error).cause instanceof BodyTooLarge) {
      return tooLarge();
    }
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

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
export { forward as HEAD, forward as OPTIONS };
