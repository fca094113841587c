const NEXT_PATH_MAX_LENGTH = 2048;
const SAME_SITE_BASE = "http://same-site.invalid";

/**
 * The in-site path a `next` parameter names, or "/" for anything else: a value must start with a
 * single "/" (not "//" or "/\", which browsers read as another host), contain no backslash, space
 * or control character (URL parsers drop tabs and newlines, turning "/\t/evil" into "//evil"),
 * and still resolve to this site once parsed.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || value.length > NEXT_PATH_MAX_LENGTH) return "/";
  if (!value.startsWith("/") || value.startsWith("//")) return "/";
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return "/";

  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return "/";
  }
  // Normalising can itself produce "//": "/.//evil" resolves to the path "//evil".
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SAME_SITE_BASE || path.startsWith("//")) return "/";
  return path;
}

/** `path` carrying a `next` parameter on to the next auth page; nothing when `next` is home. */
export function withNext(path: string, next: string): string {
  const safe = safeNextPath(next);
  return safe === "/" ? path : `${path}?next=${encodeURIComponent(safe)}`;
}

const AUTH_PAGES = ["/login", "/signup", "/forgot-password", "/reset-password", "/auth"];

/** Where to go after signing in or up: the requested `next` if it is in-site and not an auth page. */
export function signedInDestination(requested: unknown): string {
  const next = safeNextPath(requested);
  const pathname = next.split(/[?#]/, 1)[0] ?? "/";
  const isAuthPage = AUTH_PAGES.some(
    (page) => pathname === page || pathname.startsWith(`${page}/`),
  );
  return isAuthPage ? "/" : next;
}

/**
 * This site's origin for links in e-mails. The Host header is client-controlled, so it is only
 * believed for the configured site or a local/private address (a dev server, the embedded mode on
 * a LAN); anything else would let a forged Host send reset links pointing elsewhere.
 */
export function siteOrigin(requestHeaders: Headers, configuredUrl: string): string {
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  const proto = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (host) {
    try {
      const url = new URL(`${proto === "https" ? "https" : "http"}://${host}`);
      if (url.origin === new URL(configuredUrl).origin || isLocalHostname(url.hostname)) {
        return url.origin;
      }
    } catch {
      // A malformed Host header: use the configured site.
    }
  }
  return configuredUrl;
}

export function isLocalHostname(hostname: string): boolean {
  if (hostname === "localhost" || hostname.endsWith(".localhost") || hostname.endsWith(".local")) {
    return true;
  }
  if (hostname === "[::1]") return true;
  const octets = hostname.split(".").map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet))) return false;
  const [a = -1, b = -1] = octets;
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}
