import { describe, expect, it } from "vitest";

import { DEFAULT_NEWS_FEEDS } from "@/lib/news/feeds";
import { checkEnvAtStartup, deployment, serverEnv } from "@/lib/server-env";

describe("serverEnv", () => {
  it("treats empty and blank variables as unset", () => {
    const env = serverEnv({ SUPABASE_URL: "", SUPABASE_SECRET_KEY: "  ", CRON_SECRET: "" });
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.SUPABASE_SECRET_KEY).toBeUndefined();
    expect(env.CRON_SECRET).toBeUndefined();
    expect(env.NEWS_FEEDS).toEqual([...DEFAULT_NEWS_FEEDS]);
  });

  it("reads the backend, the cron secret and the feed list", () => {
    const env = serverEnv({
      SUPABASE_URL: "http://127.0.0.1:54321",
      SUPABASE_SECRET_KEY: "secret",
      CRON_SECRET: ` ${"c".repeat(32)} `,
      NEWS_FEEDS: "https://a.example/rss, https://b.example/atom,https://a.example/rss",
    });
    expect(env.SUPABASE_URL).toBe("http://127.0.0.1:54321");
    expect(env.SUPABASE_SECRET_KEY).toBe("secret");
    expect(env.CRON_SECRET).toBe("c".repeat(32));
    expect(env.NEWS_FEEDS).toEqual(["https://a.example/rss", "https://b.example/atom"]);
  });

  it("refuses a cron secret under 32 characters at start-up, naming the variable", () => {
    expect(() => checkEnvAtStartup({ CRON_SECRET: "c".repeat(31) })).toThrow(
      /CRON_SECRET: must be at least 32 characters/,
    );
    expect(() => checkEnvAtStartup({ CRON_SECRET: "c".repeat(32) })).not.toThrow();
  });

  it("reads the mail settings and the contact messages' retention", () => {
    const unset = serverEnv({});
    expect(unset.SMTP_URL).toBeUndefined();
    expect(unset.CONTACT_MESSAGE_RETENTION_MONTHS).toBe(24);
    const env = serverEnv({
      SMTP_URL: "smtp://mail.example:587",
      SMTP_FROM: "Gurukul Code <no-reply@example.com>",
      CONTACT_MESSAGE_RETENTION_MONTHS: "12",
    });
    expect(env.SMTP_URL).toBe("smtp://mail.example:587");
    expect(env.CONTACT_MESSAGE_RETENTION_MONTHS).toBe(12);
    expect(() =>
      serverEnv({ SMTP_URL: "https://mail.example", CONTACT_MESSAGE_RETENTION_MONTHS: "0" }),
    ).toThrowError(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*CONTACT_MESSAGE_RETENTION_MONTHS: must be a whole number/,
    );
    expect(() => serverEnv({ SMTP_URL: "smtp://mail.example" })).toThrowError(
      /SMTP_FROM: must be set when SMTP_URL is/,
    );
  });

  it("names every invalid variable at once", () => {
    expect(() =>
      serverEnv({
        SUPABASE_URL: "127.0.0.1",
        NEXT_PUBLIC_SUPABASE_URL: "not a url",
        NEWS_FEEDS: "ftp://feeds.example/rss",
      }),
    ).toThrowError(
      /\n  SUPABASE_URL: must be an absolute URL[\s\S]*NEXT_PUBLIC_SUPABASE_URL: must be an absolute URL[\s\S]*NEWS_FEEDS: only http\(s\) feeds/,
    );
  });

  it.each([
    [undefined, 1],
    ["", 1],
    ["1", 1],
    [" 2 ", 2],
    ["10", 10],
  ])("reads TRUSTED_PROXY_HOPS=%s as %i", (value, expected) => {
    expect(serverEnv({ TRUSTED_PROXY_HOPS: value }).TRUSTED_PROXY_HOPS).toBe(expected);
  });

  it.each(["0", "-3", "1.5", "many", "11"])("names TRUSTED_PROXY_HOPS=%s as invalid", (value) => {
    expect(() => serverEnv({ TRUSTED_PROXY_HOPS: value })).toThrowError(
      /\n  TRUSTED_PROXY_HOPS: must be a whole number from 1 to 10/,
    );
  });

  it("names an invalid webhook together with the other invalid variables", () => {
    expect(() =>
      serverEnv({
        NEWS_FEEDS: "ftp://feeds.example/rss",
        CONTACT_WEBHOOK_URL: "https://h.example",
      }),
    ).toThrowError(/NEWS_FEEDS: only http\(s\) feeds[\s\S]*CONTACT_WEBHOOK_SECRET: must be set/);
  });
});

describe("checkEnvAtStartup", () => {
  const MAIL = {
    SMTP_URL: "smtps://user:secret@smtp.example.net:465",
    SMTP_FROM: "Gurukul Code <no-reply@gurukulcode.com>",
  };
  const PUBLIC = { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://gurukulcode.com" };
  const CONTACT = {
    NEXT_PUBLIC_CONTACT_EMAIL: "hello@gurukulcode.com",
    NEXT_PUBLIC_CONTACT_PHONE: "+91 20 1234 5678",
    NEXT_PUBLIC_GRIEVANCE_EMAIL: "grievance@gurukulcode.com",
  };

  it("refuses a production server on a public origin without contact details, naming both", () => {
    expect(() => checkEnvAtStartup(PUBLIC)).toThrowError(
      /\n  NEXT_PUBLIC_CONTACT_EMAIL: must be set on a public origin \(https:\/\/gurukulcode\.com\)[^\n]*\n  NEXT_PUBLIC_CONTACT_PHONE: must be set/,
    );
    expect(() =>
      checkEnvAtStartup({
        ...PUBLIC,
        NEXT_PUBLIC_CONTACT_EMAIL: CONTACT.NEXT_PUBLIC_CONTACT_EMAIL,
      }),
    ).toThrowError(/NEXT_PUBLIC_CONTACT_PHONE/);
  });

  it("refuses a production server on a public origin without the grievance contact", () => {
    expect(() =>
      checkEnvAtStartup({ ...PUBLIC, ...CONTACT, ...MAIL, NEXT_PUBLIC_GRIEVANCE_EMAIL: " " }),
    ).toThrowError(/\n  NEXT_PUBLIC_GRIEVANCE_EMAIL: must be set on a public origin/);
  });

  it("refuses a production server on a public origin that cannot send its mail, naming both", () => {
    expect(() => checkEnvAtStartup({ ...PUBLIC, ...CONTACT })).toThrowError(
      /\n  SMTP_URL: must be set on a public origin \(https:\/\/gurukulcode\.com\); the site sends subscription confirmations[^\n]*\n  SMTP_FROM: must be set/,
    );
  });

  it("takes Vercel's production host as the origin when NEXT_PUBLIC_SITE_URL is unset", () => {
    expect(() =>
      checkEnvAtStartup({ NODE_ENV: "production", VERCEL_PROJECT_PRODUCTION_URL: "gurukul.app" }),
    ).toThrowError(/must be set on a public origin \(https:\/\/gurukul\.app\)/);
  });

  it.each([
    ["with the contact details and mail", { ...PUBLIC, ...CONTACT, ...MAIL }],
    ["on localhost", { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "http://localhost:3000" }],
    ["on 0.0.0.0", { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "http://0.0.0.0:3000" }],
    ["on a local network", { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "http://192.168.1.5" }],
    ["with no origin set", { NODE_ENV: "production" }],
    ["in development", { ...PUBLIC, NODE_ENV: "development" }],
  ])("lets a server start %s (placeholders stay local)", (_, env) => {
    expect(() => checkEnvAtStartup(env)).not.toThrow();
  });

  it("names the server variables and the contact details in one message", () => {
    expect(() => checkEnvAtStartup({ ...PUBLIC, SUPABASE_URL: "127.0.0.1" })).toThrowError(
      /SUPABASE_URL: must be an absolute URL[\s\S]*NEXT_PUBLIC_CONTACT_EMAIL[\s\S]*NEXT_PUBLIC_CONTACT_PHONE/,
    );
  });
});

describe("deployment", () => {
  it("names Vercel and Supabase only where this deployment runs on them", () => {
    expect(deployment({})).toEqual({ hosting: "own", database: "own" });
    expect(deployment({ SUPABASE_URL: "http://127.0.0.1:54321" })).toEqual({
      hosting: "own",
      database: "own",
    });
    expect(
      deployment({ VERCEL: "1", NEXT_PUBLIC_SUPABASE_URL: "https://abcd1234.supabase.co" }),
    ).toEqual({ hosting: "vercel", database: "supabase" });
    // A self-hosted Supabase on a domain of our own is our own server.
    expect(deployment({ NEXT_PUBLIC_SUPABASE_URL: "https://db.gurukul.example" })).toEqual({
      hosting: "own",
      database: "own",
    });
  });
});
