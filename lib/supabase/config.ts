/**
 * Where the Supabase API lives, for the browser and for the server.
 *
 * Hosted: `NEXT_PUBLIC_SUPABASE_URL` and `NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY` are set at build
 * time and both sides talk to the project directly.
 *
 * Embedded (no public URL configured): the launcher starts the local stand-in and gives the
 * server its address and keys at run time (`SUPABASE_URL`, `SUPABASE_PUBLISHABLE_KEY`). The
 * browser reaches it through this site's own `/supabase` route, which swaps the placeholder key
 * below for the real one, so the same build works from any host name or device.
 */

/** One cookie name on every host, so server and browser always find the same session. */
export const AUTH_STORAGE_KEY = "sb-gurukul-auth-token";

/** Stands in for the public key in the browser in embedded mode; never a credential. */
export const EMBEDDED_KEY_PLACEHOLDER = "embedded-publishable-key";

/** Path of the same-origin route that forwards to the embedded backend. */
export const EMBEDDED_API_PATH = "/supabase";

export type SupabaseEndpoint = { url: string; key: string };

/**
 * True when the request reached the site over https: a TLS proxy says so in X-Forwarded-Proto
 * (Next sets it for its own TLS too). Session cookies then carry `Secure`.
 */
export function isHttpsRequest(headers: Headers): boolean {
  return (headers.get("x-forwarded-proto") ?? "")
    .split(",")
    .some((proto) => proto.trim().toLowerCase() === "https");
}

export function browserEndpoint(): SupabaseEndpoint {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (url) return { url, key: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? "" };
  return { url: `${window.location.origin}${EMBEDDED_API_PATH}`, key: EMBEDDED_KEY_PLACEHOLDER };
}

/**
 * True when a cookie string holds a session cookie: the exact name or one of its `name.N` chunks
 * (not the PKCE `…-code-verifier` cookie a signed-out visitor may carry).
 */
export function hasAuthCookie(cookieHeader: string): boolean {
  const session = new RegExp(`^${AUTH_STORAGE_KEY}(\\.\\d+)?=`);
  return cookieHeader.split(";").some((part) => session.test(part.trim()));
}
