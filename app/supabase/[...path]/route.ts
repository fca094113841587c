import type { NextRequest } from "next/server";

import { EMBEDDED_KEY_PLACEHOLDER } from "@/lib/supabase/config";

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

  const { path } = await params;
  const target = new URL(`${upstream}/${path.map(encodeURIComponent).join("/")}`);
  target.search = request.nextUrl.search;

  const headers = new Headers(request.headers);
  for (const name of ["host", "connection", "content-length", "cookie", "accept-encoding"]) {
    headers.delete(name);
  }
  if (headers.get("apikey") === EMBEDDED_KEY_PLACEHOLDER) headers.set("apikey", key);
  if (headers.get("authorization") === `Bearer ${EMBEDDED_KEY_PLACEHOLDER}`) {
    headers.set("authorization", `Bearer ${key}`);
  }
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);

  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      cache: "no-store",
    });
  } catch {
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
