import { existsSync, readFileSync } from "node:fs";

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
}

/** The Supabase CLI's defaults for a key the file leaves out. */
export const CLI_AUTH_DEFAULTS: AuthSettings = {
  enableSignup: true,
  emailSignupEnabled: true,
  enableConfirmations: false,
  doubleConfirmChanges: true,
  maxFrequencySeconds: 1,
};

type TomlValue = string | number | boolean | TomlValue[];
export type TomlTables = Record<string, Record<string, TomlValue>>;

function parseValue(raw: string): TomlValue | undefined {
  const text = raw.trim();
  if (text === "true") return true;
  if (text === "false") return false;
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(text) ?? /^'([^']*)'$/.exec(text);
  if (quoted) return quoted[1]!.replace(/\\(["\\])/g, "$1");
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(text)) return Number(text.replaceAll("_", ""));
  if (text.startsWith("[") && text.endsWith("]")) {
    const inner = text.slice(1, -1).trim();
    if (inner === "") return [];
    const items = inner.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).filter((item) => item.trim() !== "");
    const values = items.map(parseValue);
    return values.every((value) => value !== undefined) ? (values as TomlValue[]) : undefined;
  }
  return undefined;
}

/** Drops a `#` comment that is not inside a string. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quote) {
      if (char === "\\" && quote === '"') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "#") return line.slice(0, i);
  }
  return line;
}

/**
 * The tables of a TOML file as flat `{ "auth.email": { key: value } }`: the subset
 * `config.toml` uses (tables, bare keys, strings, numbers, booleans, one-line arrays). A value of
 * another form is left out, so its setting keeps its default.
 */
export function parseToml(text: string): TomlTables {
  const tables: TomlTables = { "": {} };
  let current = tables[""]!;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim();
    if (line === "") continue;
    const table = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (table) {
      current = tables[table[1]!] ??= {};
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) continue;
    const value = parseValue(pair[2]!);
    if (value !== undefined) current[pair[1]!] = value;
  }
  return tables;
}

/** Seconds of a Go duration such as `"1s"`, `"1m30s"` or `"2h"`; null when it is not one. */
export function parseDuration(text: string): number | null {
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== text.trim()) return null;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((sum, part) => sum + Number(part[1]) * unit[part[2] as keyof typeof unit], 0);
}

function flag(table: Record<string, TomlValue> | undefined, key: string, fallback: boolean) {
  const value = table?.[key];
  return typeof value === "boolean" ? value : fallback;
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
  };
}

/** The settings of the file at `path`, or the CLI's defaults when there is none. */
export function readAuthSettings(path: string): AuthSettings {
  if (!existsSync(path)) return { ...CLI_AUTH_DEFAULTS };
  return authSettingsFromToml(readFileSync(path, "utf8"));
}
