import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";

import config from "@/next.config";

import { checkEnvAtBuild } from "./server-env";

const CONTACT = {
  NEXT_PUBLIC_CONTACT_EMAIL: "hello@gurukulcode.com",
  NEXT_PUBLIC_CONTACT_PHONE: "+91 20 1234 5678",
  NEXT_PUBLIC_GRIEVANCE_EMAIL: "grievance@gurukulcode.com",
};

describe("checkEnvAtBuild", () => {
  it("refuses to build pages for a public origin without the contact details, naming both", () => {
    expect(() => checkEnvAtBuild({ NEXT_PUBLIC_SITE_URL: "https://gurukulcode.com" })).toThrowError(
      /placeholder contact details[\s\S]*NEXT_PUBLIC_CONTACT_EMAIL: must be set on a public origin \(https:\/\/gurukulcode\.com\)[\s\S]*NEXT_PUBLIC_CONTACT_PHONE/,
    );
  });

  it("refuses to build the legal pages for a public origin without the grievance contact", () => {
    expect(() =>
      checkEnvAtBuild({
        NEXT_PUBLIC_SITE_URL: "https://gurukulcode.com",
        ...CONTACT,
        NEXT_PUBLIC_GRIEVANCE_EMAIL: "",
      }),
    ).toThrowError(
      /NEXT_PUBLIC_GRIEVANCE_EMAIL: must be set on a public origin \(https:\/\/gurukulcode\.com\); without it \/privacy and \/terms show a placeholder/,
    );
  });

  it("treats Vercel's production host as public when NEXT_PUBLIC_SITE_URL is unset", () => {
    expect(() =>
      checkEnvAtBuild({
        VERCEL_PROJECT_PRODUCTION_URL: "gurukul.vercel.app",
        ...CONTACT,
        NEXT_PUBLIC_CONTACT_PHONE: " ",
      }),
    ).toThrowError(
      /NEXT_PUBLIC_CONTACT_PHONE: must be set on a public origin \(https:\/\/gurukul\.vercel\.app\)/,
    );
  });

  it.each([
    [
      "a public origin with both details",
      { NEXT_PUBLIC_SITE_URL: "https://gurukulcode.com", ...CONTACT },
    ],
    ["no origin (this machine)", {}],
    ["a local origin", { NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3100" }],
  ])("builds for %s", (_, env) => {
    expect(() => checkEnvAtBuild(env)).not.toThrow();
  });
});

describe("next.config.ts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("runs the check for production builds only", () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://gurukulcode.com");
    vi.stubEnv("NEXT_PUBLIC_CONTACT_EMAIL", "");
    vi.stubEnv("NEXT_PUBLIC_CONTACT_PHONE", "");
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrowError(/NEXT_PUBLIC_CONTACT_EMAIL/);
    expect(config(PHASE_DEVELOPMENT_SERVER)).toMatchObject({ poweredByHeader: false });
  });
});
