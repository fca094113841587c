import { describe, expect, it } from "vitest";

import { isRedirectAllowed, redirectTarget } from "../../src/auth/redirect-allow-list";
import {
  DISABLED_PROVIDER,
  externalSettingsFromToml,
  readExternalSettings,
} from "../../src/config/external-settings";

describe("[auth.external.google] from config.toml", () => {
  it("keeps Google off in the project's file and resolves its env() references", () => {
    const settings = readExternalSettings("supabase/config.toml", {
      SUPABASE_AUTH_EXTERNAL_GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
      SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: "shh",
    });
    expect(settings.google).toMatchObject({
      enabled: false,
      clientId: "client.apps.googleusercontent.com",
      secret: "shh",
    });
    expect(settings.additionalRedirectUrls).toContain("http://localhost:3000/**");
  });

  it("reads every key, and leaves a missing variable empty", () => {
    const settings = externalSettingsFromToml(`
      [auth.external.google]
      enabled = true
      client_id = "id"
      secret = "env(NOT_SET)"
      redirect_uri = "https://site.example/supabase/auth/v1/callback"
      url = "https://issuer.example/"
      skip_nonce_check = true
    `);
    expect(settings).toEqual({
      additionalRedirectUrls: [],
      google: {
        enabled: true,
        clientId: "id",
        secret: "",
        redirectUri: "https://site.example/supabase/auth/v1/callback",
        url: "https://issuer.example",
        skipNonceCheck: true,
      },
    });
    expect(externalSettingsFromToml("[auth]").google).toEqual(DISABLED_PROVIDER);
  });
});

describe("the redirect allow list", () => {
  const config = {
    siteUrl: "https://gurukul.example",
    additionalRedirectUrls: ["https://*.preview.example/**", "http://localhost:3000/auth/*"],
  };

  it("allows the site's host and the globs, as GoTrue matches them", () => {
    expect(isRedirectAllowed(config, "https://gurukul.example/auth/callback?next=/x")).toBe(true);
    expect(isRedirectAllowed(config, "https://pr-1.preview.example/auth/callback")).toBe(true);
    expect(isRedirectAllowed(config, "http://localhost:3000/auth/callback")).toBe(true);
    // `*` stays within one label or segment.
    expect(isRedirectAllowed(config, "https://a.b.preview.example/")).toBe(false);
    expect(isRedirectAllowed(config, "http://localhost:3000/auth/callback/deeper")).toBe(false);
    expect(isRedirectAllowed(config, "https://gurukul.example.evil.example/")).toBe(false);
    expect(isRedirectAllowed(config, "not a url")).toBe(false);
  });

  it("falls back to an allowed Referer, then to the site URL", () => {
    expect(redirectTarget(config, "https://evil.example/", undefined)).toBe(config.siteUrl);
    expect(redirectTarget(config, null, "https://gurukul.example/login")).toBe(
      "https://gurukul.example/login",
    );
    expect(redirectTarget(config, "https://evil.example/", "https://evil.example/")).toBe(
      config.siteUrl,
    );
  });
});
