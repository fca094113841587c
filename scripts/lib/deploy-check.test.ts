import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { PLACEHOLDER_EMAIL } from "@/lib/site-config";

import { allowListAdmits, checkHostedAuth, checkSite, projectRefOf } from "./deploy-check";

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

const byName = (checks: { name: string; ok: boolean }[]) =>
  Object.fromEntries(checks.map((check) => [check.name, check.ok]));

describe("checkSite", () => {
  it("passes a healthy deployment with real contact details and a cron secret", async () => {
    const site = await serve({
      "/api/health": [200, '{"status":"ok","database":"ok"}'],
      "/contact": [200, "<a href='mailto:hello@gurukulcode.com'>hello@gurukulcode.com</a>"],
      "/api/cron/ingest-news": [401, "{}"],
    });
    expect(byName(await checkSite(site))).toEqual({
      health: true,
      "contact details": true,
      "news schedule": true,
    });
  });

  it("fails an unhealthy one with placeholders and no cron secret, saying what to set", async () => {
    const site = await serve({
      "/api/health": [503, '{"status":"unavailable"}'],
      "/contact": [200, `<p>${PLACEHOLDER_EMAIL}</p>`],
      "/api/cron/ingest-news": [503, "{}"],
    });
    const checks = await checkSite(site);
    expect(byName(checks)).toEqual({
      health: false,
      "contact details": false,
      "news schedule": false,
    });
    expect(checks.map((check) => check.detail).join("\n")).toMatch(
      /NEXT_PUBLIC_CONTACT_EMAIL[\s\S]*CRON_SECRET is not set/,
    );
  });

  it("fails a site that does not answer", async () => {
    const checks = await checkSite("http://127.0.0.1:9");
    expect(checks.every((check) => !check.ok)).toBe(true);
  });
});

describe("checkHostedAuth", () => {
  const site = "https://gurukulcode.com";

  it("passes a project whose links come back to /auth/confirm and whose mail uses SMTP", async () => {
    const api = await serve({
      "/v1/projects/abcdefgh/config/auth": [
        200,
        JSON.stringify({
          site_url: "https://gurukulcode.com/",
          uri_allow_list: "http://localhost:3000/**,https://gurukulcode.com/auth/confirm**",
          smtp_host: "smtp.example.net",
          mailer_autoconfirm: false,
        }),
      ],
    });
    const checks = await checkHostedAuth({ api, projectRef: "abcdefgh", accessToken: "t", site });
    expect(checks.every((check) => check.ok)).toBe(true);
  });

  it("names what is missing: site URL, redirect URL, SMTP, confirmation", async () => {
    const api = await serve({
      "/v1/projects/abcdefgh/config/auth": [
        200,
        JSON.stringify({
          site_url: "http://localhost:3000",
          uri_allow_list: "",
          smtp_host: null,
          mailer_autoconfirm: true,
        }),
      ],
    });
    const checks = await checkHostedAuth({ api, projectRef: "abcdefgh", accessToken: "t", site });
    expect(byName(checks)).toEqual({
      "site URL": false,
      "redirect URLs": false,
      SMTP: false,
      "e-mail confirmation": false,
    });
    expect(checks.find((check) => check.name === "redirect URLs")?.detail).toContain(
      "add https://gurukulcode.com/auth/confirm**",
    );
  });

  it("fails when the Management API refuses the token", async () => {
    const api = await serve({ "/v1/projects/abcdefgh/config/auth": [401, "unauthorized"] });
    const [check] = await checkHostedAuth({ api, projectRef: "abcdefgh", accessToken: "t", site });
    expect(check).toMatchObject({ name: "auth settings", ok: false });
    expect(check?.detail).toContain("401");
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
