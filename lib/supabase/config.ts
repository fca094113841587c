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

/** One cookie name on every host, so every request of the site finds the same session. */
export const AUTH_STORAGE_KEY = "sb-gurukul-auth-token";

/**
 * How long a session cookie outlives the last visit that refreshed it. Hosted Supabase keeps a
 * session until its refresh token is used up or revoked; the cookie bounds how long an unused
 * one waits in a browser.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The session cookie is HttpOnly, out of reach of any script on the page. The header learns that
 * someone is signed in, and as whom, from this cookie beside it, which holds the account's e-mail
 * address and nothing that grants access.
 */
export const SESSION_MARKER_COOKIE = "gc-signed-in";

/** The options of the session cookies (and of their marker, but for HttpOnly). */
export function sessionCookieOptions(secure: boolean) {
  return {
    name: AUTH_STORAGE_KEY,
    path: "/",
    sameSite: "lax" as const,
    httpOnly: true,
    secure,
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  };
}

/** Who the marker in a `document.cookie` string says is signed in, or null when nobody is. */
export function readSessionMarker(cookieHeader: string): { email: string | null } | null {
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== SESSION_MARKER_COOKIE) continue;
    let email = "";
    try {
      email = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A mangled value still says that someone is signed in.
    }
    return { email: email || null };
  }
  return null;
}

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
