import { verifyUrl } from "@gurukul/shared";

import type { MailKind } from "../mail/types";
import type { EmailToken } from "./email-tokens";
import type { AuthConfig } from "./users";

type LinkConfig = Pick<AuthConfig, "siteUrl" | "externalUrl">;

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** `redirect_to` when it points at the site or a loopback host, else `fallback` on the site. */
export function allowedRedirect(
  config: LinkConfig,
  redirectTo: string | null | undefined,
  fallback: string,
): URL {
  const site = new URL(config.siteUrl);
  if (redirectTo) {
    try {
      const candidate = new URL(redirectTo);
      const loopback = LOOPBACK_HOSTS.includes(candidate.hostname);
      if (
        ["http:", "https:"].includes(candidate.protocol) &&
        (candidate.origin === site.origin || loopback)
      ) {
        return candidate;
      }
    } catch {
      // An unparsable redirect falls back to the site, as GoTrue does for disallowed ones.
    }
  }
  return new URL(fallback, site);
}

/** GoTrue's `{{ .ConfirmationURL }}` (see `verifyUrl`), `redirect_to` allowed first. */
export function confirmationUrl(
  config: LinkConfig,
  redirectTo: string | null | undefined,
  token: string,
  type: string,
): string {
  const redirect = allowedRedirect(config, redirectTo, "/").toString();
  return verifyUrl(`${config.externalUrl}/auth/v1`, token, type, redirect);
}

/** The site's own template: `/auth/confirm?token_hash={{ .TokenHash }}&type=…`. */
function siteLink(
  config: LinkConfig,
  redirectTo: string | null | undefined,
  token: string,
  type: string,
): string {
  const base = allowedRedirect(config, redirectTo, "/auth/confirm");
  base.searchParams.set("token_hash", token);
  base.searchParams.set("type", type);
  return base.toString();
}

/**
 * The link an e-mail of `kind` carries. Recovery and e-mail change land on the site's
 * `/auth/confirm?token_hash=…` (the templates this project configures); sign-up, invite and magic
 * link use GoTrue's default `/auth/v1/verify?token=…&redirect_to=…`.
 */
export function linkFor(
  config: LinkConfig,
  kind: MailKind,
  redirectTo: string | null | undefined,
  token: EmailToken,
): string {
  return kind === "recovery" || kind === "email_change"
    ? siteLink(config, redirectTo, token.tokenHash, kind)
    : confirmationUrl(config, redirectTo, token.tokenHash, kind);
}
