import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { captureLog } from "@/test/support/capture-log";
import { maskEmail } from "@/lib/log/mask-email";

vi.mock("server-only", () => ({}));

const { sendSiteMail } = await import("./mailer");
const { confirmationMail } = await import("@/lib/subscriptions/confirmation");

const MAIL = {
  to: "asha@example.com",
  subject: "Confirm your subscription",
  text: "text",
  html: "<p>html</p>",
  link: "http://localhost:3000/confirm-subscription?token=abc",
};

describe("sendSiteMail without SMTP", () => {
  let dir: string;
  let capture: ReturnType<typeof captureLog>;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "site-mail-"));
    vi.stubEnv("SMTP_URL", "");
    capture = captureLog();
  });
  afterEach(async () => {
    capture.restore();
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it("appends each mail to SITE_MAIL_LOG in the backend's line format", async () => {
    const log = join(dir, "mail.log");
    vi.stubEnv("SITE_MAIL_LOG", log);
    await sendSiteMail(MAIL);
    await sendSiteMail({ ...MAIL, to: "ravi@example.com", link: "http://x/2" });
    expect((await readFile(log, "utf8")).split("\n")).toEqual([
      `[mail] Confirm your subscription for asha@example.com: ${MAIL.link}`,
      "[mail] Confirm your subscription for ravi@example.com: http://x/2",
      "",
    ]);
  });

  it("logs each as an event with its link for local work, the address masked", async () => {
    vi.stubEnv("SITE_MAIL_LOG", "");
    await sendSiteMail(MAIL);
    expect(capture.lines()).toEqual([
      expect.objectContaining({
        level: "info",
        event: "mail.local",
        subject: MAIL.subject,
        to: "a***@example.com",
        link: MAIL.link,
      }),
    ]);
    expect(JSON.stringify(capture.lines())).not.toContain(MAIL.to);
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("asha.rao@example.com")).toBe("a***@example.com");
    expect(maskEmail("nonsense")).toBe("***");
  });
});

describe("confirmationMail", () => {
  it("names the list and links the confirmation page on the given origin in the text and the HTML", () => {
    const origin = "http://127.0.0.1:4123";
    const mail = confirmationMail("asha@example.com", "pricing", "f".repeat(64), origin);
    expect(mail.subject).toBe("Confirm your subscription");
    expect(mail.link).toBe(`${origin}/confirm-subscription?token=${"f".repeat(64)}`);
    expect(mail.text).toContain("Gurukul Code pricing and plan updates");
    expect(mail.text).toContain(`Confirm my subscription: ${mail.link}`);
    expect(mail.html).toContain(`href="${mail.link}"`);
    expect(mail.html).toContain("Nothing is sent until you confirm.");
  });

  it("wears the account e-mails' layout: the brand bar, a button, the fallback address and a footer", () => {
    const origin = "https://learn.example.in";
    const mail = confirmationMail("asha@example.com", "newsletter", "a".repeat(64), origin);
    expect(mail.html).toContain("border-bottom: 4px solid #0d6577");
    expect(mail.html).toMatch(
      /background-color: #0d6577">\s*<a href="[^"]+"[^>]*>Confirm my subscription<\/a>/,
    );
    expect(mail.html).toContain(
      "If the button does not work, copy this address into your browser:",
    );
    expect(mail.html).toContain(`Gurukul Code · Pune, India · <a href="${origin}"`);
    expect(mail.text).toContain(`Pune, India · ${origin}`);
  });
});
