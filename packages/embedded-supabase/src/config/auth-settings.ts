import { existsSync, readFileSync } from "node:fs";

import { TEMPLATE_NAMES } from "../mail/templates";
import type { MailKind } from "../mail/types";
import { parseDuration, parseToml } from "@gurukul/shared";
import type { TomlTables, TomlValue } from "@gurukul/shared";

/** One `[auth.email.template.<name>]` table: its subject and the file it names. */
export interface TemplateEntry {
  subject?: string;
  contentPath?: string;
}

/** The `[auth]` and `[auth.email]` settings of `supabase/config.toml` the backend follows. */
export interface AuthSettings {
  /** `[auth] enable_signup`: new accounts at all (GoTrue's DISABLE_SIGNUP, inverted). */
  enableSignup: boolean;
  /** `[auth.email] enable_signup`: the e-mail provider (GoTrue's EXTERNAL_EMAIL_ENABLED). */
  emailSignupEnabled: boolean;
  /** `[auth.email] enable_confirmations`: a sign-up must confirm its address before a session. */
  enableConfirmations: boolean;
  /** `[auth.email] double_confirm_changes`: an e-mail change needs both addresses' links. */
  doubleConfirmChanges: boolean;
  /** `[auth.email] max_frequency` in seconds: the least time between e-mails to one address. */
  maxFrequencySeconds: number;
  /** `[auth.email] otp_expiry` in seconds: how long an e-mailed link and code work. */
  otpExpirySeconds: number;
  /**
   * `[auth.email] secure_password_change`: a session more than a day old changes its password
   * only with a code from `GET /reauthenticate` (GoTrue's UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION).
   */
  securePasswordChange: boolean;
  /** `[auth.email.template.*]`: the project's e-mail templates, by kind of e-mail. */
  templates: Partial<Record<MailKind, TemplateEntry>>;
}

/** The Supabase CLI's defaults for a key the file leaves out. */
export const CLI_AUTH_DEFAULTS: AuthSettings = {
  enableSignup: true,
  emailSignupEnabled: true,
  enableConfirmations: false,
  doubleConfirmChanges: true,
  maxFrequencySeconds: 1,
  otpExpirySeconds: 3600,
  securePasswordChange: false,
  templates: {},
};

function flag(table: Record<string, TomlValue> | undefined, key: string, fallback: boolean) {
  const value = table?.[key];
  return typeof value === "boolean" ? value : fallback;
}

function templateEntries(tables: TomlTables): Partial<Record<MailKind, TemplateEntry>> {
  const entries: Partial<Record<MailKind, TemplateEntry>> = {};
  for (const [kind, name] of Object.entries(TEMPLATE_NAMES) as [MailKind, string][]) {
    const table = tables[`auth.email.template.${name}`];
    if (!table) continue;
    entries[kind] = {
      subject: typeof table.subject === "string" ? table.subject : undefined,
      contentPath: typeof table.content_path === "string" ? table.content_path : undefined,
    };
  }
  return entries;
}

function seconds(value: TomlValue | undefined, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The auth settings of a `config.toml` text, with the CLI's default for each missing key. */
export function authSettingsFromToml(text: string): AuthSettings {
  const tables = parseToml(text);
  const auth = tables.auth;
  const email = tables["auth.email"];
  const frequency = email?.max_frequency;
  return {
    enableSignup: flag(auth, "enable_signup", CLI_AUTH_DEFAULTS.enableSignup),
    emailSignupEnabled: flag(email, "enable_signup", CLI_AUTH_DEFAULTS.emailSignupEnabled),
    enableConfirmations: flag(email, "enable_confirmations", CLI_AUTH_DEFAULTS.enableConfirmations),
    doubleConfirmChanges: flag(
      email,
      "double_confirm_changes",
      CLI_AUTH_DEFAULTS.doubleConfirmChanges,
    ),
    maxFrequencySeconds:
      (typeof frequency === "string" ? parseDuration(frequency) : null) ??
      CLI_AUTH_DEFAULTS.maxFrequencySeconds,
    otpExpirySeconds: seconds(email?.otp_expiry, CLI_AUTH_DEFAULTS.otpExpirySeconds),
    securePasswordChange: flag(
      email,
      "secure_password_change",
      CLI_AUTH_DEFAULTS.securePasswordChange,
    ),
    templates: templateEntries(tables),
  };
}

/** The settings of the file at `path`, or the CLI's defaults when there is none. */
export function readAuthSettings(path: string): AuthSettings {
  if (!existsSync(path)) return { ...CLI_AUTH_DEFAULTS };
  return authSettingsFromToml(readFileSync(path, "utf8"));
}
