import { describe, expect, it } from "vitest";

import { parsePublicEnv } from "@/lib/env";

describe("parsePublicEnv", () => {
  it("defaults the site URL to the local server", () => {
    expect(parsePublicEnv({}).NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("uses the Vercel production domain when the site URL is unset", () => {
    expect(
      parsePublicEnv({ VERCEL_PROJECT_PRODUCTION_URL: "gurukul-code.vercel.app" })
        .NEXT_PUBLIC_SITE_URL,
    ).toBe("https://gurukul-code.vercel.app");
    expect(
      parsePublicEnv({ NEXT_PUBLIC_VERCEL_PROJECT_PRODUCTION_URL: "gurukulcode.com" })
        .NEXT_PUBLIC_SITE_URL,
    ).toBe("https://gurukulcode.com");
  });

  it("prefers an explicit site URL over the Vercel domain", () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_SITE_URL: "https://www.gurukulcode.com",
      VERCEL_PROJECT_PRODUCTION_URL: "gurukul-code.vercel.app",
    });
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("https://www.gurukulcode.com");
  });

  it("treats empty contact variables as unset so placeholders show", () => {
    const env = parsePublicEnv({ NEXT_PUBLIC_CONTACT_EMAIL: "", NEXT_PUBLIC_CONTACT_PHONE: "  " });
    expect(env.NEXT_PUBLIC_CONTACT_EMAIL).toBeUndefined();
    expect(env.NEXT_PUBLIC_CONTACT_PHONE).toBeUndefined();
  });

  it("keeps configured contact details", () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_CONTACT_EMAIL: "team@gurukulcode.com",
      NEXT_PUBLIC_CONTACT_PHONE: "+91 20 1234 5678",
    });
    expect(env.NEXT_PUBLIC_CONTACT_EMAIL).toBe("team@gurukulcode.com");
    expect(env.NEXT_PUBLIC_CONTACT_PHONE).toBe("+91 20 1234 5678");
  });

  it("names every invalid variable in one clear error", () => {
    expect(() =>
      parsePublicEnv({ NEXT_PUBLIC_SITE_URL: "gurukul", NEXT_PUBLIC_CONTACT_EMAIL: "nope" }),
    ).toThrowError(/NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_PUBLIC_CONTACT_EMAIL/);
  });
});
