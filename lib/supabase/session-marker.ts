import { AUTH_STORAGE_KEY, SESSION_COOKIE_MAX_AGE_SECONDS, SESSION_MARKER_COOKIE } from "./config";

type CookieValue = { name: string; value: string };

/** Who a session marker names: an account's e-mail (null when unknown), or nobody. */
export type SessionMark = { email: string | null } | null;

const chunkIndex = (name: string) =>
  name === AUTH_STORAGE_KEY ? -1 : Number(name.slice(AUTH_STORAGE_KEY.length + 1));

const isSessionCookie = (name: string) =>
  name === AUTH_STORAGE_KEY || /^\.\d+$/.test(name.slice(AUTH_STORAGE_KEY.length));

type CookieUser = { email?: unknown; phone?: unknown; user_metadata?: { full_name?: unknown } };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/**
 * Who the session that a session cookie's value (@supabase/ssr's encoding) holds is, as the
 * header shows them: the e-mail; for an account without one (phone sign-in) its name, else its
 * number.
 */
function emailOf(raw: string): string | null {
  try {
    const json = raw.startsWith("base64-")
      ? Buffer.from(raw.slice("base64-".length), "base64url").toString("utf8")
      : raw;
    const user = (JSON.parse(json) as { user?: CookieUser } | null)?.user;
    const phone = text(user?.phone);
    return (
      text(user?.email) ??
      text(user?.user_metadata?.full_name) ??
      (phone ? `+${phone.replace(/^\+/, "")}` : null)
    );
  } catch {
    return null;
  }
}

/**
 * What the session cookies being written say about the session: the signed-in account, nobody
 * (they are being removed), or `undefined` when they do not touch the session at all.
 */
export function markFromSessionCookies(cookies: CookieValue[]): SessionMark | undefined {
  const chunks = cookies.filter(({ name }) => isSessionCookie(name));
  if (chunks.length === 0) return undefined;
  const present = chunks
    .filter(({ value }) => value)
    .sort((a, b) => chunkIndex(a.name) - chunkIndex(b.name));
  if (present.length === 0) return null;
  return { email: emailOf(present.map(({ value }) => value).join("")) };
}

/**
 * The marker cookie to write for `mark`: set to the e-mail, or expired. The value is the plain
 * address: Next's cookie writers percent-encode it, and `readSessionMarker` decodes it.
 */
export function markerCookie(mark: SessionMark, secure: boolean) {
  return {
    name: SESSION_MARKER_COOKIE,
    value: mark ? (mark.email ?? "") : "",
    options: {
      path: "/",
      sameSite: "lax" as const,
      secure,
      maxAge: mark ? SESSION_COOKIE_MAX_AGE_SECONDS : 0,
    },
  };
}

/**
 * The options a session cookie is written with, its life ours: @supabase/ssr writes every session
 * cookie for 400 days, whatever it is told; a removal (max-age 0) stays a removal.
 */
export function withSessionLifetime<Options extends { maxAge?: number }>(
  options: Options,
): Options {
  if (!options.maxAge) return options;
  return { ...options, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS };
}
