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
import { parseDuration, parseToml } from "../../src/config/toml";

describe("auth settings from config.toml", () => {
  it("reads the project's file as the CLI does", () => {
    expect(readAuthSettings("supabase/config.toml")).toEqual({
      enableSignup: true,
      emailSignupEnabled: true,
      enableConfirmations: false,
      doubleConfirmChanges: true,
      maxFrequencySeconds: 1,
    });
  });

  it("follows each key and keeps the CLI default for a missing one", () => {
    const settings = authSettingsFromToml(`
      [auth]
      enable_signup = false # closed for now
      [auth.email]
      enable_confirmations = true
      max_frequency = "1m30s"
      [auth.sms]
      enable_confirmations = false
    `);
    expect(settings).toEqual({
      ...CLI_AUTH_DEFAULTS,
      enableSignup: false,
      enableConfirmations: true,
      maxFrequencySeconds: 90,
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
