import { existsSync, readFileSync } from "node:fs";

import { configText } from "./external-settings";
import type { ConfigEnv } from "./external-settings";
import { parseToml } from "@gurukul/shared";

const CAPTCHA_PROVIDERS = ["hcaptcha", "turnstile"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Where each provider checks a token (GoTrue's siteverify URLs). */
export const CAPTCHA_VERIFY_URLS: Record<CaptchaProvider, string> = {
  hcaptcha: "https://hcaptcha.com/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
};

/** `[auth.captcha]` of `supabase/config.toml`, as the CLI reads it. */
export interface CaptchaFileSettings {
  enabled: boolean;
  /** As written; checked when the backend starts with CAPTCHA on. */
  provider: string;
  /** `secret`, usually `"env(SUPABASE_AUTH_CAPTCHA_SECRET)"`, resolved. */
  secret: string;
}

/** The CLI's defaults: off, hCaptcha. */
export const CAPTCHA_OFF: CaptchaFileSettings = {
  enabled: false,
  provider: "hcaptcha",
  secret: "",
};

export function captchaSettingsFromToml(content: string, env: ConfigEnv = {}): CaptchaFileSettings {
  const table = parseToml(content)["auth.captcha"];
  if (!table) return { ...CAPTCHA_OFF };
  return {
    enabled: table.enabled === true,
    provider: configText(table.provider, env) || CAPTCHA_OFF.provider,
    secret: configText(table.secret, env),
  };
}

/** The settings of the file at `path`; off without a file or without the table. */
export function readCaptchaSettings(path: string, env: ConfigEnv = {}): CaptchaFileSettings {
  if (!existsSync(path)) return { ...CAPTCHA_OFF };
  return captchaSettingsFromToml(readFileSync(path, "utf8"), env);
}

/** What the embedder may set over the file, key by key (`captcha` of the options). */
export interface CaptchaOptions {
  enabled: boolean;
  provider: string;
  secret: string;
  /** Checks tokens there instead of at the provider's siteverify URL (a local verifier). */
  verifyUrl: string;
}

/** The CAPTCHA check of sign-ups, password sign-ins and e-mailed links, as the backend runs it. */
export interface CaptchaSettings {
  enabled: boolean;
  provider: CaptchaProvider;
  secret: string;
  verifyUrl: string;
}

function isProvider(value: string): value is CaptchaProvider {
  return (CAPTCHA_PROVIDERS as readonly string[]).includes(value);
}

function checkVerifyUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== "https:" && url?.protocol !== "http:") {
    throw new Error(`EMBEDDED_CAPTCHA_VERIFY_URL must be an http(s) URL, not "${value}"`);
  }
  return value;
}

/**
 * The file's `[auth.captcha]` with the options over it. Refuses to start with CAPTCHA on and no
 * secret or an unknown provider, since every guarded request would then fail.
 */
export function resolveCaptcha(
  file: CaptchaFileSettings,
  given: Partial<CaptchaOptions> = {},
): CaptchaSettings {
  const enabled = given.enabled ?? file.enabled;
  const provider = (given.provider ?? file.provider).trim().toLowerCase();
  const secret = (given.secret ?? file.secret).trim();
  if (!enabled) {
    return {
      enabled,
      provider: isProvider(provider) ? provider : "hcaptcha",
      secret: "",
      verifyUrl: "",
    };
  }
  if (!isProvider(provider)) {
    throw new Error(
      `the CAPTCHA provider ([auth.captcha] provider or EMBEDDED_CAPTCHA_PROVIDER) must be ${CAPTCHA_PROVIDERS.join(" or ")}, not "${provider}"`,
    );
  }
  if (!secret) {
    throw new Error(
      "CAPTCHA is on ([auth.captcha] enabled or EMBEDDED_CAPTCHA_ENABLED=1) but has no secret: set SUPABASE_AUTH_CAPTCHA_SECRET to the provider's secret key",
    );
  }
  const verifyUrl = checkVerifyUrl(given.verifyUrl?.trim() || CAPTCHA_VERIFY_URLS[provider]);
  return { enabled, provider, secret, verifyUrl };
}
