import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";
import { mailToMailbox } from "@/test/support/site-backend";

vi.mock("server-only", () => ({}));

const { contactNotifyAddress, notifyTeam } = await import("./contact-notify");

const backend = testBackendForFile({ mailbox: true });

const MESSAGE = {
  name: "Kavya Menon",
  email: "kavya@example.com",
  subject: "Campus partnership <for> 2027",
  message: "We would like 40 seats.\nCan we talk on Monday?",
  received_at: "2026-11-26T06:00:00.000Z",
};

type Listed = {
  messages: { to: string; replyTo: string; subject: string; text: string; html: string }[];
};

describe("notifyTeam", () => {
  beforeEach(() => {
    mailToMailbox(backend().standIn);
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("is on only with CONTACT_NOTIFY_EMAIL", () => {
    expect(contactNotifyAddress({ CONTACT_NOTIFY_EMAIL: undefined })).toBeNull();
    expect(contactNotifyAddress({ CONTACT_NOTIFY_EMAIL: "team@example.com" })).toBe(
      "team@example.com",
    );
  });

  it("e-mails the message to the team, reply-to the visitor, into the local mailbox", async () => {
    const team = `team-${Date.now()}@example.com`;
    expect(await notifyTeam(team, MESSAGE)).toEqual({ delivered: true, attempts: 1 });

    const response = await fetch(`${backend().standIn.mailboxUrl}/api/messages?to=${team}`);
    const { messages } = (await response.json()) as Listed;
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail).toMatchObject({
      to: team,
      replyTo: "kavya@example.com",
      subject: "Contact message: Campus partnership <for> 2027",
    });
    expect(mail!.text).toContain("Kavya Menon <kavya@example.com>");
    expect(mail!.text).toContain("We would like 40 seats.\nCan we talk on Monday?");
    expect(mail!.html).toContain("Campus partnership &#60;for&#62; 2027");
  });

  it("retries a failed send, then logs the failure without the message", async () => {
    const { log } = await import("@/lib/log/logger");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    // Nothing listens here: every attempt fails.
    vi.stubEnv("LOCAL_MAILBOX_URL", "http://127.0.0.1:9/_mailbox");
    const outcome = await notifyTeam("team@example.com", MESSAGE, { retryDelaysMs: [10, 10] });
    expect(outcome).toEqual({ delivered: false, attempts: 3 });
    expect(logged).toHaveBeenCalledTimes(1);
    const [fields] = logged.mock.calls[0]!;
    expect(fields).toMatchObject({ event: "contact_notify.failed", attempts: 3 });
    expect(JSON.stringify(logged.mock.calls)).not.toContain("kavya@example.com");
    expect(JSON.stringify(logged.mock.calls)).not.toContain("40 seats");
  });
});
