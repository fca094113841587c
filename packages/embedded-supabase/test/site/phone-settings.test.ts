import { describe, expect, it } from "vitest";

import { optionsFromEnv } from "../../src/config/env";
import {
  phoneSettingsFromToml,
  readPhoneSettings,
  resolveHook,
  resolveSms,
  SMS_DEFAULTS,
} from "../../src/config/phone-settings";

const SECRET = `v1,whsec_${Buffer.from("settings test key").toString("base64")}`;

describe("the phone settings of supabase/config.toml", () => {
  it("reads the project's [auth.sms] and hooks, the hook's URI and secret from the environment", () => {
    const env = {
      SEND_SMS_HOOK_URI: "http://127.0.0.1:3000/api/hooks/send-sms",
      SEND_SMS_HOOK_SECRET: SECRET,
    };
    const settings = readPhoneSettings("supabase/config.toml", env);
    expect(settings.sms).toMatchObject({
      enableSignup: true,
      maxFrequencySeconds: 60,
      otpLength: 6,
      otpExpirySeconds: 300,
      countryCodes: ["91"],
    });
    expect(resolveHook("send_sms", settings.sendSms)).toEqual({
      enabled: true,
      uri: env.SEND_SMS_HOOK_URI,
      secrets: [SECRET],
    });
    expect(resolveHook("send_email", settings.sendEmail).enabled).toBe(false);
    // Without the variable the hook stays off, so a checkout without it still starts.
    const unset = readPhoneSettings("supabase/config.toml", {});
    expect(resolveHook("send_sms", unset.sendSms).enabled).toBe(false);
  });

  it("refuses a hook that could never be called, and calling codes that are not", () => {
    const on = { enabled: true, uri: "http://127.0.0.1:9/hook", secrets: [SECRET] };
    expect(() => resolveHook("send_sms", { ...on, secrets: [] })).toThrow(/v1,whsec_/);
    expect(() => resolveHook("send_sms", { ...on, secrets: ["whsec_abc"] })).toThrow(/v1,whsec_/);
    expect(() => resolveHook("send_sms", { ...on, uri: "ftp://example.org" })).toThrow(/http/);
    const two = phoneSettingsFromToml(
      `[auth.hook.send_sms]\nenabled = true\nuri = "https://x.example"\nsecrets = "${SECRET}|${SECRET}"\n`,
    );
    expect(two.sendSms.secrets).toHaveLength(2);
    expect(() => phoneSettingsFromToml('[auth.sms]\ncountry_codes = ["+1x"]\n')).toThrow(
      /country_codes/,
    );
    expect(() => resolveSms(SMS_DEFAULTS, { countryCodes: [] })).toThrow(/country_codes/);
  });

  it("takes the calling codes from EMBEDDED_SMS_COUNTRY_CODES", () => {
    const options = optionsFromEnv({ EMBEDDED_SMS_COUNTRY_CODES: "+91, 977" });
    expect(resolveSms(SMS_DEFAULTS, options.sms).countryCodes).toEqual(["91", "977"]);
  });
});
