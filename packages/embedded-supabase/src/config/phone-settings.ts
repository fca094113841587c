import { existsSync, readFileSync } from "node:fs";

import { isWebhookSecret, parseDuration, parseToml } from "@gurukul/shared";
import type { TomlValue } from "@gurukul/shared";

import { configText } from "./external-settings";
import type { ConfigEnv } from "./external-settings";

/** One `[auth.hook.<name>]` table: an HTTP hook, GoTrue's way. */
export interface HookSettings {
  enabled: boolean;
  /** Where the hook is posted (http or https). */
  uri: string;
  /** `v1,whsec_<base64>` secrets (GoTrue's `secrets`, several joined by `|`); each signs. */
  secrets: string[];
}

/** `[auth.sms]`: phone sign-in by a code, sent through the Send SMS hook. */
export interface SmsSettings {
  /** `enable_signup`: the phone provider (GoTrue's EXTERNAL_PHONE_ENABLED, as the CLI maps it). */
  enableSignup: boolean;
  /** `enable_confirmations` (GoTrue's SMS_AUTOCONFIRM, inverted), reported by `/settings`. */
  enableConfirmations: boolean;
  /** `max_frequency` in seconds: the least time between codes to one number. */
  maxFrequencySeconds: number;
  /** `template`: the message, `{{ .Code }}` standing for the code (the hook gets the code). */
  template: string;
  /** `otp_length`: digits of a code (GoTrue's SMS_OTP_LENGTH). */
  otpLength: number;
  /** `otp_expiry` in seconds: how long a code works (GoTrue's SMS_OTP_EXP). */
  otpExpirySeconds: number;
  /** `country_codes`: the calling codes a number may have (the embedded backend's own). */
  countryCodes: string[];
}

export interface PhoneSettings {
  sms: SmsSettings;
  sendSms: HookSettings;
  sendEmail: HookSettings;
}

export const HOOK_OFF: HookSettings = { enabled: false, uri: "", secrets: [] };

/** The CLI's `[auth.sms]` defaults, but a 5-minute code and Indian numbers only. */
export const SMS_DEFAULTS: SmsSettings = {
  enableSignup: false,
  enableConfirmations: false,
  maxFrequencySeconds: 5,
  template: "Your code is {{ .Code }}",
  otpLength: 6,
  otpExpirySeconds: 300,
  countryCodes: ["91"],
};

function wholeNumber(value: TomlValue | undefined, fallback: number, min: number, max: number) {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`[auth.sms] settings take whole numbers from ${min} to ${max}`);
  }
  return value;
}

function countryCodes(value: TomlValue | undefined): string[] {
  if (value === undefined) return SMS_DEFAULTS.countryCodes;
  const codes = (Array.isArray(value) ? value : [value]).map((code) =>
    String(code).replace(/^\+/, "").trim(),
  );
  if (codes.length === 0 || codes.some((code) => !/^[1-9]\d{0,2}$/.test(code))) {
    throw new Error('[auth.sms] country_codes lists calling codes such as ["91"]');
  }
  return codes;
}

/** The file's `[auth.sms]` with the options over it, the calling codes checked. */
export function resolveSms(file: SmsSettings, given: Partial<SmsSettings> = {}): SmsSettings {
  const settings = { ...file, ...given };
  return { ...settings, countryCodes: countryCodes(settings.countryCodes) };
}

function sms(table: Record<string, TomlValue> | undefined): SmsSettings {
  if (!table) return { ...SMS_DEFAULTS };
  const frequency = typeof table.max_frequency === "string" ? table.max_frequency : "";
  return {
    enableSignup: table.enable_signup === true,
    enableConfirmations: table.enable_confirmations === true,
    maxFrequencySeconds: parseDuration(frequency) ?? SMS_DEFAULTS.maxFrequencySeconds,
    template: typeof table.template === "string" ? table.template : SMS_DEFAULTS.template,
    otpLength: wholeNumber(table.otp_length, SMS_DEFAULTS.otpLength, 6, 10),
    otpExpirySeconds: wholeNumber(table.otp_expiry, SMS_DEFAULTS.otpExpirySeconds, 30, 86_400),
    countryCodes: countryCodes(table.country_codes),
  };
}

function hook(table: Record<string, TomlValue> | undefined, env: ConfigEnv): HookSettings {
  if (!table) return { ...HOOK_OFF };
  return {
    enabled: table.enabled === true,
    uri: configText(table.uri, env),
    secrets: configText(table.secrets, env)
      .split("|")
      .map((secret) => secret.trim())
      .filter(Boolean),
  };
}

export function phoneSettingsFromToml(content: string, env: ConfigEnv = {}): PhoneSettings {
  const tables = parseToml(content);
  return {
    sms: sms(tables["auth.sms"]),
    sendSms: hook(tables["auth.hook.send_sms"], env),
    sendEmail: hook(tables["auth.hook.send_email"], env),
  };
}

/** The settings of the file at `path`; phone sign-in and both hooks off without a file. */
export function readPhoneSettings(path: string, env: ConfigEnv = {}): PhoneSettings {
  if (!existsSync(path)) {
    return { sms: { ...SMS_DEFAULTS }, sendSms: { ...HOOK_OFF }, sendEmail: { ...HOOK_OFF } };
  }
  return phoneSettingsFromToml(readFileSync(path, "utf8"), env);
}

/**
 * A hook as the backend runs it: on only when enabled with a URI (an `env(NAME)` left unset
 * leaves it off, so a checkout without the variable still starts), and then only with an http(s)
 * URI and at least one secret of GoTrue's form, since every call would otherwise fail.
 */
export function resolveHook(name: string, settings: HookSettings): HookSettings {
  if (!settings.enabled || settings.uri === "") return { ...HOOK_OFF };
  const url = URL.canParse(settings.uri) ? new URL(settings.uri) : null;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    throw new Error(`[auth.hook.${name}] uri must be an http(s) URL, not "${settings.uri}"`);
  }
  if (settings.secrets.length === 0 || !settings.secrets.every(isWebhookSecret)) {
    throw new Error(
      `[auth.hook.${name}] is on but its secrets are not v1,whsec_<base64> (set its secret variable)`,
    );
  }
  return settings;
}
