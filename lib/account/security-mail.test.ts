import { readFileSync } from "node:fs";

import { parseToml } from "@gurukul/shared";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { securityMail } = await import("./security-mail");

const ORIGIN = "http://127.0.0.1:4123";

describe("securityMail", () => {
  it("tells of a deleted account what went and what stays, and leads to the team", () => {
    const mail = securityMail("account-deleted", "asha@example.com", "en", ORIGIN);
    expect(mail.subject).toBe("Your Gurukul Code account has been deleted");
    expect(mail.text).toContain("The Gurukul Code account of asha@example.com was deleted");
    expect(mail.text).toContain("do-not-mail entry");
    expect(mail.text).toContain("Wasn't you?");
    expect(mail.link).toBe(
      `${ORIGIN}/contact?subject=${encodeURIComponent("Your Gurukul Code account has been deleted")}`,
    );
  });

  it("tells of a new password, leading to a reset for a member who did not set it", () => {
    const mail = securityMail("password-changed", "asha@example.com", "en", ORIGIN);
    expect(mail.subject).toBe("Your Gurukul Code password was changed");
    expect(mail.text).toContain("every other device was signed out");
    expect(mail.text).not.toContain("do-not-mail");
    expect(mail.link).toBe(`${ORIGIN}/forgot-password`);
  });

  it("tells the address an account left, and leads it to the team", () => {
    const mail = securityMail("email-changed", "asha@example.com", "en", ORIGIN);
    expect(mail.subject).toBe("Your Gurukul Code e-mail address was changed");
    expect(mail.text).toContain("The Gurukul Code account of asha@example.com now uses another");
    expect(new URL(mail.link).pathname).toBe("/contact");
  });

  it("goes out in the member's language, leading to Hindi pages", () => {
    const deleted = securityMail("account-deleted", "asha@example.com", "hi", ORIGIN);
    expect(deleted.subject).toBe("आपका Gurukul Code अकाउंट डिलीट कर दिया गया है");
    expect(deleted.html).toContain('<html lang="hi" dir="ltr">');
    expect(deleted.link.startsWith(`${ORIGIN}/hi/contact?subject=`)).toBe(true);
    const changed = securityMail("password-changed", "asha@example.com", "hi", ORIGIN);
    expect(changed.link).toBe(`${ORIGIN}/hi/forgot-password`);
  });
});

describe("GoTrue's own security notices", () => {
  it("stay off in the project's config, so a member gets the site's notice and not a second one", () => {
    const tables = parseToml(readFileSync("supabase/config.toml", "utf8"));
    for (const kind of ["password_changed", "email_changed"]) {
      expect(tables[`auth.email.notification.${kind}`]).toEqual({ enabled: false });
    }
  });
});
