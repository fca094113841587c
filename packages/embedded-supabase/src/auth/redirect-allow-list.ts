import type { AuthConfig } from "./users";

type AllowListConfig = Pick<AuthConfig, "siteUrl" | "additionalRedirectUrls">;

const escape = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern of `additional_redirect_urls` as GoTrue matches it (gobwas/glob with `.` and `/` as
 * separators): `*` and `?` stay within a host label or path segment, `**` crosses them.
 */
export function globPattern(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === "*" && glob[i + 1] === "*") {
      source += ".*";
      i++;
    } else if (char === "*") source += "[^./]*";
    else if (char === "?") source += "[^./]";
    else source += escape(char);
  }
  return new RegExp(`^${source}$`);
}

/**
 * GoTrue's check of a redirect: the site URL's host name (any port or path), or a match of one
 * of the additional redirect URLs.
 */
export function isRedirectAllowed(config: AllowListConfig, target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.hostname === new URL(config.siteUrl).hostname) return true;
  return config.additionalRedirectUrls.some((glob) => globPattern(glob).test(target));
}

/**
 * Where a redirect sign-in ends: `redirect_to` when allowed, else the `Referer` when allowed,
 * else the site URL (GoTrue's `getRedirectURLOrReferrer`), so a foreign target is never used.
 */
export function redirectTarget(
  config: AllowListConfig,
  redirectTo: string | null,
  referer: string | undefined,
): string {
  if (redirectTo && isRedirectAllowed(config, redirectTo)) return redirectTo;
  if (referer && isRedirectAllowed(config, referer)) return referer;
  return config.siteUrl;
}
