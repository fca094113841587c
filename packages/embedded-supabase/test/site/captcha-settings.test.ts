import { describe, expect, it } from "vitest";

import {
  CAPTCHA_OFF,
  CAPTCHA_VERIFY_URLS,
  captchaSettingsFromToml,
  readCaptchaSettings,
  resolveCaptcha,
} from "../../src/config/captcha-settings";
import { optionsFromEnv } from "../../src/config/env";
import { resolveSettings } from "../../src/config/options";
import { startEmbeddedBackend } from "../../src/server";

const PROJECT_CONFIG = "supabase/config.toml";

describe("[auth.captcha] from config.toml", () => {
  it("is off in the project's file, which has no table (hosted projects set it in the dashboard)", () => {
    const settings = readCaptchaSettings(PROJECT_CONFIG, { SUPABASE_AUTH_CAPTCHA_SECRET: "shh" });
    expect(settings).toEqual(CAPTCHA_OFF);
  });

  it("reads every key, and is the CLI's default (off, hCaptcha) without the table", () => {
    const settings = captchaSettingsFromToml(`
      [auth.captcha]
      enabled = true
      provider = "hcaptcha"
      secret = "env(NOT_SET)"
    `);
    expect(settings).toEqual({ enabled: true, provider: "hcaptcha", secret: "" });
    expect(captchaSettingsFromToml("[auth]\nenabled = true")).toEqual(CAPTCHA_OFF);
    expect(readCaptchaSettings("no/such/config.toml")).toEqual(CAPTCHA_OFF);
  });
});

describe("resolveCaptcha", () => {
  const on = { enabled: true, provider: "turnstile", secret: "from-file" };

  it("checks tokens at the provider's siteverify URL unless another is given", () => {
    expect(resolveCaptcha(on)).toEqual({
      enabled: true,
      provider: "turnstile",
      secret: "from-file",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
    expect(resolveCaptcha(on, { provider: "hcaptcha" }).verifyUrl).toBe(
      CAPTCHA_VERIFY_URLS.hcaptcha,
    );
    expect(resolveCaptcha(on, { verifyUrl: "http://127.0.0.1:9/verify" }).verifyUrl).toBe(
      "http://127.0.0.1:9/verify",
    );
  });

  it("lets the options override the file key by key", () => {
    expect(resolveCaptcha(CAPTCHA_OFF, { enabled: true, secret: "given" })).toMatchObject({
      enabled: true,
      provider: "hcaptcha",
      secret: "given",
    });
    expect(resolveCaptcha(on, { enabled: false })).toMatchObject({ enabled: false, secret: "" });
  });

  it("refuses CAPTCHA on without a secret, with an unknown provider or a bad verify URL", () => {
    expect(() => resolveCaptcha({ ...on, secret: " " })).toThrow(
      /CAPTCHA is on .* but has no secret: set SUPABASE_AUTH_CAPTCHA_SECRET/,
    );
    expect(() => resolveCaptcha({ ...on, provider: "recaptcha" })).toThrow(
      /must be hcaptcha or turnstile, not "recaptcha"/,
    );
    expect(() => resolveCaptcha(on, { verifyUrl: "file:///etc/passwd" })).toThrow(
      /EMBEDDED_CAPTCHA_VERIFY_URL must be an http\(s\) URL/,
    );
    // Off, the same settings are harmless.
    expect(resolveCaptcha({ ...on, enabled: false, secret: "", provider: "recaptcha" })).toEqual({
      enabled: false,
      provider: "hcaptcha",
      secret: "",
      verifyUrl: "",
    });
  });
});

describe("the CAPTCHA variables", () => {
  it("map onto the captcha option, and none of them leave it unset", () => {
    expect(
      optionsFromEnv({
        EMBEDDED_CAPTCHA_ENABLED: "1",
        EMBEDDED_CAPTCHA_PROVIDER: "hcaptcha",
        SUPABASE_AUTH_CAPTCHA_SECRET: "shh",
        EMBEDDED_CAPTCHA_VERIFY_URL: "http://127.0.0.1:8080/siteverify",
      }).captcha,
    ).toEqual({
      enabled: true,
      provider: "hcaptcha",
      secret: "shh",
      verifyUrl: "http://127.0.0.1:8080/siteverify",
    });
    expect(optionsFromEnv({ EMBEDDED_CAPTCHA_ENABLED: "0" }).captcha).toEqual({ enabled: false });
    expect(optionsFromEnv({}).captcha).toBeUndefined();
    expect(() => optionsFromEnv({ EMBEDDED_CAPTCHA_ENABLED: "yes" })).toThrow(
      "EMBEDDED_CAPTCHA_ENABLED must be 1 or 0",
    );
  });

  it("turn the project's CAPTCHA on, with the provider and secret they name", () => {
    const env = {
      EMBEDDED_CAPTCHA_ENABLED: "1",
      EMBEDDED_CAPTCHA_PROVIDER: "turnstile",
      SUPABASE_AUTH_CAPTCHA_SECRET: "shh",
    };
    const settings = resolveSettings({ ...optionsFromEnv(env), configFile: PROJECT_CONFIG });
    expect(settings.auth.captcha).toEqual({
      enabled: true,
      provider: "turnstile",
      secret: "shh",
      verifyUrl: CAPTCHA_VERIFY_URLS.turnstile,
    });
    expect(resolveSettings({ configFile: PROJECT_CONFIG }).auth.captcha.enabled).toBe(false);
  });

  it("stop the backend from starting when CAPTCHA is on without a secret", async () => {
    const options = optionsFromEnv({ EMBEDDED_CAPTCHA_ENABLED: "1" });
    await expect(
      startEmbeddedBackend({ ...options, configFile: PROJECT_CONFIG, dataDir: "memory://" }),
    ).rejects.toThrow(/set SUPABASE_AUTH_CAPTCHA_SECRET/);
  });
});
