import { existsSync, readFileSync } from "node:fs";

import { parseToml } from "@gurukul/shared";
import type { TomlValue } from "@gurukul/shared";

/** One `[auth.external.<provider>]` table of `supabase/config.toml`, as the CLI reads it. */
export interface ExternalProviderSettings {
  enabled: boolean;
  clientId: string;
  /** `secret`, usually `"env(SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET)"`, resolved. */
  secret: string;
  /** Where the provider sends the browser back; empty: `<external URL>/auth/v1/callback`. */
  redirectUri: string;
  /** A custom issuer in place of the provider's own (`https://accounts.google.com`). */
  url: string;
  /** Skips the nonce check of ID-token sign-ins (GoTrue's `skip_nonce_check`). */
  skipNonceCheck: boolean;
}

/** What the redirect-based sign-ins read beside the `[auth]` and `[auth.email]` settings. */
export interface ExternalSettings {
  /** `[auth] additional_redirect_urls`: globs a `redirect_to` may match beside the site URL. */
  additionalRedirectUrls: string[];
  google: ExternalProviderSettings;
}

export const DISABLED_PROVIDER: ExternalProviderSettings = {
  enabled: false,
  clientId: "",
  secret: "",
  redirectUri: "",
  url: "",
  skipNonceCheck: false,
};

/** The values `env(NAME)` reads; the command line hands over its environment. */
export type ConfigEnv = Readonly<Record<string, string | undefined>>;

/** A string setting with `env(NAME)` replaced by that variable, as the CLI substitutes it. */
export function configText(value: TomlValue | undefined, env: ConfigEnv): string {
  if (typeof value !== "string") return "";
  const reference = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
  return reference ? (env[reference[1]!]?.trim() ?? "") : value.trim();
}

function provider(
  table: Record<string, TomlValue> | undefined,
  env: ConfigEnv,
): ExternalProviderSettings {
  if (!table) return { ...DISABLED_PROVIDER };
  return {
    enabled: table.enabled === true,
    clientId: configText(table.client_id, env),
    secret: configText(table.secret, env),
    redirectUri: configText(table.redirect_uri, env),
    url: configText(table.url, env).replace(/\/+$/, ""),
    skipNonceCheck: table.skip_nonce_check === true,
  };
}

export function externalSettingsFromToml(content: string, env: ConfigEnv = {}): ExternalSettings {
  const tables = parseToml(content);
  const urls = tables.auth?.additional_redirect_urls;
  return {
    additionalRedirectUrls: Array.isArray(urls)
      ? urls.filter((url): url is string => typeof url === "string" && url !== "")
      : [],
    google: provider(tables["auth.external.google"], env),
  };
}

/** The settings of the file at `path`; none (Google off, no extra URLs) without a file. */
export function readExternalSettings(path: string, env: ConfigEnv = {}): ExternalSettings {
  if (!existsSync(path)) return { additionalRedirectUrls: [], google: { ...DISABLED_PROVIDER } };
  return externalSettingsFromToml(readFileSync(path, "utf8"), env);
}
