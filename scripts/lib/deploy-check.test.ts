import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { PLACEHOLDER_EMAIL, PLACEHOLDER_GRIEVANCE_EMAIL } from "@/lib/site-config";

import {
  allowListAdmits,
  checkCaptcha,
  checkHostedAuth,
  checkSite,
  checkTemplates,
  projectRefOf,
  showsGoogleButton,
} from "./deploy-check";
import { COMPILE_HINT } from "./compile-hints.mjs";
import { readLocalEmailSettings } from "./local-templates";

const servers: Server[] = [];

/** A local HTTP server answering `routes[path]` as [status, body], else 404. */
async function serve(routes: Record<string, [number, string]>) {
  const server = createServer((req, res) => {
    const [status, body] = routes[req.url ?? ""] ?? [404, "not found"];
    res.writeHead(status).end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A home page sent with two startup scripts and the polyfills, which are never marked. */
const home =
  '<script src="/_next/static/chunks/turbopack-a.js" async=""></script>' +
  '<script src="/_next/static/chunks/page-b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';

const byName = (checks: { name: string; ok: boolean }[]) =>
  Object.fromEntries(checks.map((check) => [check.name, check.ok]));

describe("checkSite", () => {
  it("passes a healthy deployment with real contact details and a cron secret", async () => {
    const site = await serve({
      "/api/health": [200, '{"status":"ok","database":"ok"}'],
      "/contact": [200, "<a href='mailto:hello@gurukulcode.com'>hello@gurukulcode.com</a>"],
      "/privacy": [200, "<a href='mailto:grievance@gurukulcode.com'>grievance@gurukulcode.com</a>"],
      "/api/cron/ingest-news": [401, "{}"],
      "/": [200, home],
      "/_next/static/chunks/turbopack-a.js": [200, `${COMPILE_HINT}runtime`],
      "/_next/static/chunks/page-b.js": [200, `${COMPILE_HINT}page`],
    });
    expect(byName(await checkSite(site))).toEqual({
      health: true,
      "contact details": true,
      "grievance contact": true,
      "startup scripts": true,
      "news schedule": true,
    });
  });

  it("fails an unhealthy one with placeholders and no cron secret, saying what to set", async () => {
    const site = await serve({
      "/api/health": [503, '{"status":"unavailable"}'],
      "/contact": [200, `<p>${PLACEHOLDER_EMAIL}</p>`],
      "/privacy": [200, `<p>${PLACEHOLDER_GRIEVANCE_EMAIL}</p>`],
      "/api/cron/ingest-news": [503, "{}"],
      "/": [200, home],
      "/_next/static/chunks/turbopack-a.js": [200, `${COMPILE_HINT}runtime`],
      "/_next/static/chunks/page-b.js": [200, "page"],
    });
    const checks = await checkSite(site);
    expect(byName(checks)).toEqual({
      health: false,
      "contact details": false,
      "grievance contact": false,
      "startup scripts": false,
      "news schedule": false,
    });
    expect(checks.map((check) => check.detail).join("\n")).toMatch(
      /NEXT_PUBLIC_CONTACT_EMAIL[\s\S]*NEXT_PUBLIC_GRIEVANCE_EMAIL[\s\S]*1 of 2 scripts of \/ lack the compile hint \(http:[^)]+page-b\.js\)[\s\S]*CRON_SECRET is not set/,
    );
  });

  it("fails a site that does not answer", async () => {
    const checks = await checkSite("http://127.0.0.1:9");
    expect(checks.every((check) => !check.ok)).toBe(true);
  });
});

describe("checkHostedAuth", () => {
  /** Checks a project whose Management API answers its auth settings with `status` and `body`. */
  async function checkProject(status: number, body: string, googleShown = false) {
    const api = await serve({ "/v1/projects/abcdefgh/config/auth": [status, body] });
    return checkHostedAuth({
      api,
      projectRef: "abcdefgh",
      accessToken: "t",
      site: "https://gurukulcode.com",
      googleShown,
    });
  }

  /** Auth settings that pass every check. */
  const ready = {
    site_url: "https://gurukulcode.com/",
    uri_allow_list: "http://localhost:3000/**,https://gurukulcode.com/auth/confirm**",
    smtp_host: "smtp.example.net",
    mailer_autoconfirm: false,
  };

  it("passes a project whose links come back to /auth/confirm and whose mail uses SMTP", async () => {
    const checks = await checkProject(200, JSON.stringify(ready));
    expect(checks.every((check) => check.ok)).toBe(true);
  });

  it.each([
    ["site URL", { site_url: "http://localhost:3000" }],
    ["redirect URLs", { uri_allow_list: "" }],
    ["SMTP", { smtp_host: null }],
    ["e-mail confirmation", { mailer_autoconfirm: true }],
  ])("names what is missing: %s", async (name, change) => {
    const checks = await checkProject(200, JSON.stringify({ ...ready, ...change }));
    expect(checks.filter((check) => !check.ok).map((check) => check.name)).toEqual([name]);
  });

  it("says which redirect URL to add", async () => {
    const checks = await checkProject(200, JSON.stringify({ ...ready, uri_allow_list: "" }));
    expect(checks.find((check) => check.name === "redirect URLs")?.detail).toContain(
      "add https://gurukulcode.com/auth/confirm**",
    );
  });

  it("checks the Google provider only when the site shows its button", async () => {
    const google = {
      ...ready,
      uri_allow_list: `${ready.uri_allow_list},https://gurukulcode.com/auth/callback**`,
      external_google_enabled: true,
      external_google_client_id: "id.apps.googleusercontent.com",
    };
    const googleOk = (checks: { name: string; ok: boolean }[]) => byName(checks)["Google sign-in"];
    expect(googleOk(await checkProject(200, JSON.stringify(ready)))).toBeUndefined();
    expect(googleOk(await checkProject(200, JSON.stringify(google), true))).toBe(true);
    const off = await checkProject(
      200,
      JSON.stringify({ ...google, external_google_enabled: false }),
      true,
    );
    expect(off.find((check) => check.name === "Google sign-in")).toMatchObject({
      ok: false,
      detail: expect.stringContaining("Google provider is off"),
    });
    const noCallback = await checkProject(
      200,
      JSON.stringify({ ...google, uri_allow_list: ready.uri_allow_list }),
      true,
    );
    expect(noCallback.find((check) => check.name === "Google sign-in")?.detail).toContain(
      "add https://gurukulcode.com/auth/callback**",
    );
  });

  it("fails when the Management API refuses the token", async () => {
    const [check] = await checkProject(401, "unauthorized");
    expect(check).toMatchObject({ name: "auth settings", ok: false });
    expect(check?.detail).toContain("401");
  });
});

describe("showsGoogleButton", () => {
  it("finds the button's link on /login", async () => {
    const withButton = await serve({ "/login": [200, '<a href="/auth/google?next=%2F">G</a>'] });
    const without = await serve({ "/login": [200, "<form></form>"] });
    expect(await showsGoogleButton(withButton)).toBe(true);
    expect(await showsGoogleButton(without)).toBe(false);
  });
});

describe("checkTemplates", () => {
  const email = readLocalEmailSettings();
  /** A project that carries every template of the repository, as `supabase config push` sets them. */
  const pushed = Object.fromEntries([
    ["mailer_otp_exp", 900],
    ["security_update_password_require_reauthentication", true],
    ...email.templates.flatMap(({ name, subject, content }) => [
      [`mailer_subjects_${name}`, subject],
      [`mailer_templates_${name}_content`, content.replace(/\n/g, "\r\n")],
    ]),
  ]);

  it("reads the repository's six templates and the code life from supabase/config.toml", () => {
    expect(email.templates.map(({ name }) => name).sort()).toEqual([
      "confirmation",
      "email_change",
      "invite",
      "magic_link",
      "reauthentication",
      "recovery",
    ]);
    expect(email.otpExpiry).toBe(900);
    expect(email.securePasswordChange).toBe(true);
    expect(email.templates.find(({ name }) => name === "recovery")?.content).toContain(
      "{{ .TokenHash }}",
    );
  });

  it("passes a project that carries them all", () => {
    expect(checkTemplates(pushed, email).every((check) => check.ok)).toBe(true);
  });

  it("names each template that differs, a code life and a password-change rule that do", () => {
    const checks = checkTemplates(
      {
        ...pushed,
        mailer_subjects_recovery: "Reset Your Password",
        mailer_templates_invite_content: null,
        mailer_otp_exp: 3600,
        security_update_password_require_reauthentication: false,
      },
      email,
    );
    expect(checks.filter((check) => !check.ok).map((check) => check.name)).toEqual([
      "e-mail templates",
      "code life",
      "secure password change",
    ]);
    expect(checks[0]?.detail).toMatch(
      /recovery, invite templates differ|invite, recovery templates differ/,
    );
  });

  it("is part of the hosted project's check when the repository's settings are given", async () => {
    const api = await serve({
      "/v1/projects/abcdefgh/config/auth": [
        200,
        JSON.stringify({ site_url: "https://gurukulcode.com", mailer_otp_exp: 3600 }),
      ],
    });
    const checks = await checkHostedAuth({
      api,
      projectRef: "abcdefgh",
      accessToken: "t",
      site: "https://gurukulcode.com",
      email,
    });
    expect(checks.find((check) => check.name === "e-mail templates")?.ok).toBe(false);
  });
});

describe("checkCaptcha", () => {
  const turnstile = { security_captcha_enabled: true, security_captcha_provider: "turnstile" };

  it("passes a project that checks Turnstile tokens exactly when the site sends them", () => {
    expect(checkCaptcha({ security_captcha_enabled: false }, { siteKey: false }).ok).toBe(true);
    expect(checkCaptcha({}, { siteKey: false }).ok).toBe(true);
    expect(checkCaptcha(turnstile, { siteKey: true })).toMatchObject({ name: "CAPTCHA", ok: true });
  });

  it("fails a project that would refuse every form, or check nothing, saying what to do", () => {
    expect(checkCaptcha(turnstile, { siteKey: false })).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/on \(turnstile\); .* no token .*: every sign-in/),
    });
    expect(checkCaptcha({ security_captcha_enabled: false }, { siteKey: true })).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/off; .* send Turnstile tokens .*: turn CAPTCHA on/),
    });
    const hcaptcha = { security_captcha_enabled: true, security_captcha_provider: "hcaptcha" };
    expect(checkCaptcha(hcaptcha, { siteKey: true }).ok).toBe(false);
  });

  it("is part of the hosted project's check when the repository's setting is given", async () => {
    const api = await serve({
      "/v1/projects/abcdefgh/config/auth": [
        200,
        JSON.stringify({ security_captcha_enabled: true }),
      ],
    });
    const project = { api, projectRef: "abcdefgh", accessToken: "t", site: "https://x.example" };
    const checks = await checkHostedAuth({ ...project, captcha: { siteKey: false } });
    expect(byName(checks).CAPTCHA).toBe(false);
    expect((await checkHostedAuth(project)).map((check) => check.name)).not.toContain("CAPTCHA");
  });
});

describe("allowListAdmits", () => {
  it.each([
    ["https://gurukulcode.com/auth/confirm**", "https://gurukulcode.com/auth/confirm?code=1", true],
    ["https://gurukulcode.com/**", "https://gurukulcode.com/auth/confirm?code=1", true],
    ["https://gurukulcode.com/auth/confirm", "https://gurukulcode.com/auth/confirm?code=1", false],
    ["https://*.vercel.app/**", "https://gurukulcode.com/auth/confirm", false],
    ["https://*.gurukulcode.com/**", "https://www.gurukulcode.com/auth/confirm", true],
  ])("%s admits %s: %s", (pattern, url, admitted) => {
    expect(allowListAdmits(pattern, url)).toBe(admitted);
  });
});

describe("projectRefOf", () => {
  it("reads the project from a supabase.co URL only", () => {
    expect(projectRefOf("https://abcdefgh.supabase.co")).toBe("abcdefgh");
    expect(projectRefOf("https://api.gurukulcode.com")).toBeNull();
    expect(projectRefOf(undefined)).toBeNull();
  });
});
