import { describe, expect, it } from "vitest";

import { renderTemplate } from "@gurukul/shared";

import { readAuthSettings } from "../../src/config/auth-settings";
import { composeMail } from "../../src/mail/compose";
import { loadTemplates, TEMPLATE_NAMES } from "../../src/mail/templates";
import type { MailKind, MailMessage } from "../../src/mail/types";

const SITE = "https://gurukulcode.example";
const templates = loadTemplates(readAuthSettings("supabase/config.toml").templates, (path) => path);
const KINDS = Object.keys(TEMPLATE_NAMES) as MailKind[];

function message(kind: MailKind): MailMessage {
  return {
    kind,
    userId: "00000000-0000-4000-8000-000000000001",
    to: "asha@example.com",
    link: `${SITE}/auth/v1/verify?token=abc&type=${kind}`,
    code: "042917",
    tokenHash: "f00dcafe<&>",
    email: "asha@example.com",
    newEmail: kind === "email_change" ? "asha.rao@example.org" : "",
    redirectTo: `${SITE}/`,
  };
}

describe("the project's e-mail templates", () => {
  it("configures one for every kind of e-mail the backend sends", () => {
    expect(Object.keys(templates).sort()).toEqual([...KINDS].sort());
  });

  it.each(KINDS)(
    "renders %s with every variable filled and none left over, in HTML and text",
    (kind) => {
      const mail = composeMail(message(kind), {
        from: "Gurukul Code <no-reply@example.com>",
        siteUrl: SITE,
        templates,
        ttlSeconds: 900,
      });
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toMatch(/\{\{|\}\}/);
      }
      expect(mail.subject).toContain("Gurukul Code");
      expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en"/);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain("042917");
        expect(part).toContain("asha@example.com");
      }
      expect(mail.text).toContain(mail.link);
      if (kind === "reauthentication") {
        // A code to type where it was asked for: no link to follow.
        expect(mail.html).not.toContain("/auth/");
        return;
      }
      // The button leads to the site's confirmation page, whose own button redeems the token.
      expect(mail.link).toBe(`${SITE}/auth/confirm?token_hash=f00dcafe<&>&type=${kind}`);
      expect(mail.html).toContain("f00dcafe&#60;&#38;&#62;");
      expect(mail.html).not.toContain("f00dcafe<");
      if (kind === "email_change") {
        expect(mail.html).toContain("asha.rao@example.org");
        expect(mail.text).toContain("asha.rao@example.org");
      }
    },
  );

  it("refuses a variable GoTrue does not define", () => {
    const variables = {
      ConfirmationURL: "",
      Token: "",
      TokenHash: "",
      SiteURL: "",
      Email: "",
      NewEmail: "",
      RedirectTo: "",
    };
    expect(() => renderTemplate("Hello {{ .Name }}", variables, "text")).toThrow(
      "{{ .Name }}, which GoTrue does not define",
    );
    expect(renderTemplate("{{.Token}} {{ .Token }}", { ...variables, Token: "1" }, "text")).toBe(
      "1 1",
    );
  });
});
