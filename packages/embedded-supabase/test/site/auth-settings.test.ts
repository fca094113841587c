import { describe, expect, it } from "vitest";

import {
  apiSettingsFromToml,
  CLI_API_DEFAULTS,
  readApiSettings,
} from "../../src/config/api-settings";
import {
  authSettingsFromToml,
  CLI_AUTH_DEFAULTS,
  readAuthSettings,
} from "../../src/config/auth-settings";
import { parseDuration, parseToml } from "@gurukul/shared";

describe("auth settings from config.toml", () => {
  it("reads the project's file as the CLI does", () => {
    expect(readAuthSettings("supabase/config.toml")).toEqual({
      enableSignup: true,
      emailSignupEnabled: true,
      enableConfirmations: false,
      doubleConfirmChanges: true,
      maxFrequencySeconds: 1,
      otpExpirySeconds: 900,
      securePasswordChange: true,
      templates: {
        signup: {
          subject: "Confirm your e-mail for Gurukul Code",
          contentPath: "./supabase/templates/confirmation.html",
        },
        recovery: {
          subject: "Reset your Gurukul Code password",
          contentPath: "./supabase/templates/recovery.html",
        },
        email_change: {
          subject: "Confirm your new Gurukul Code e-mail address",
          contentPath: "./supabase/templates/email_change.html",
        },
        magiclink: {
          subject: "Your Gurukul Code sign-in link",
          contentPath: "./supabase/templates/magic_link.html",
        },
        invite: {
          subject: "You're invited to Gurukul Code",
          contentPath: "./supabase/templates/invite.html",
        },
        reauthentication: {
          subject: "Your Gurukul Code confirmation code",
          contentPath: "./supabase/templates/reauthentication.html",
        },
      },
    });
  });

  it("follows each key and keeps the CLI default for a missing one", () => {
    const settings = authSettingsFromToml(`
      [auth]
      enable_signup = false # closed for now
      [auth.email]
      enable_confirmations = true
      max_frequency = "1m30s"
      otp_expiry = 600
      [auth.email.template.recovery]
      content_path = "./templates/reset.html"
      [auth.sms]
      enable_confirmations = false
    `);
    expect(settings).toEqual({
      ...CLI_AUTH_DEFAULTS,
      enableSignup: false,
      enableConfirmations: true,
      maxFrequencySeconds: 90,
      otpExpirySeconds: 600,
      templates: { recovery: { subject: undefined, contentPath: "./templates/reset.html" } },
    });
    expect(readAuthSettings("no/such/config.toml")).toEqual(CLI_AUTH_DEFAULTS);
  });

  it("parses the TOML subset the file uses and ignores what it cannot read", () => {
    expect(
      parseToml(
        `project_id = "a # b"\n[api]\nschemas = ["public", "x"]\nport = 54_321\nodd = {a = 1}`,
      ),
    ).toEqual({ "": { project_id: "a # b" }, api: { schemas: ["public", "x"], port: 54321 } });
    expect(parseDuration("2h")).toBe(7200);
    expect(parseDuration("500ms")).toBe(0.5);
    expect(parseDuration("soon")).toBeNull();
  });
});

describe("api settings from config.toml", () => {
  it("reads [api] max_rows, else the CLI's 1000", () => {
    expect(readApiSettings("supabase/config.toml")).toEqual({ maxRows: 1000 });
    expect(apiSettingsFromToml("[api]\nmax_rows = 25\n[db]\nmax_rows = 7")).toEqual({
      maxRows: 25,
    });
    expect(apiSettingsFromToml("[db]\nmax_rows = 7")).toEqual(CLI_API_DEFAULTS);
    expect(apiSettingsFromToml('[api]\nmax_rows = "many"')).toEqual(CLI_API_DEFAULTS);
    expect(apiSettingsFromToml("[api]\nmax_rows = -1")).toEqual(CLI_API_DEFAULTS);
    expect(readApiSettings("no/such/config.toml")).toEqual(CLI_API_DEFAULTS);
  });
});
