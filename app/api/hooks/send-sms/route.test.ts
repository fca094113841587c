import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { signWebhook as signWith } from "@gurukul/shared";
import { captureLog } from "@/test/support/capture-log";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

const { POST } = await import("@/app/api/hooks/send-sms/route");

const SECRET = `v1,whsec_${randomBytes(32).toString("base64")}`;

/** GoTrue's Send SMS hook input for a sign-in code to `phone` (stored without its `+`). */
function hookBody(phone: string, otp: string) {
  return JSON.stringify({ user: { id: randomUUID(), phone }, sms: { otp } });
}

/** The Standard Webhooks headers of `body` under `secret`, signed at `timestamp` (unix seconds). */
function signWebhook(secret: string, id: string, body: string, timestamp?: number) {
  const at = timestamp === undefined ? new Date() : new Date(timestamp * 1000);
  return { ...signWith([secret], id, body, at) };
}

function hookPost(body: string, headers: Record<string, string>) {
  return new Request("http://127.0.0.1/api/hooks/send-sms", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

describe("POST /api/hooks/send-sms", () => {
  const saved = { ...process.env };
  let dir: string;
  let log: ReturnType<typeof captureLog>;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "send-sms-"));
    process.env.SEND_SMS_HOOK_SECRET = SECRET;
    process.env.SITE_MAIL_LOG = join(dir, "mail.log");
    delete process.env.LOCAL_MAILBOX_URL;
    delete process.env.SMS_GATEWAY;
    delete process.env.NEXT_PUBLIC_SITE_URL;
    log = captureLog();
  });
  afterEach(async () => {
    log.restore();
    process.env = { ...saved };
    await rm(dir, { recursive: true, force: true });
  });
  afterAll(() => {
    process.env = saved;
  });

  it("puts a signed code in the mail log, on one line naming the number and the code", async () => {
    const body = hookBody("919876543210", "482913");
    const response = await POST(hookPost(body, signWebhook(SECRET, randomUUID(), body)));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const lines = (await readFile(join(dir, "mail.log"), "utf8")).trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[sms\] \[code 482913\] sms for \+919876543210: 482913 is your/);
  });

  it("refuses a forged signature, another secret's, and a stale or future timestamp", async () => {
    const body = hookBody("919876543211", "111111");
    const now = Math.floor(Date.now() / 1000);
    const other = `v1,whsec_${randomBytes(32).toString("base64")}`;
    const forged = { ...signWebhook(SECRET, "msg_1", body), "webhook-signature": "v1,AAAA" };
    const attempts = [
      forged,
      signWebhook(other, "msg_2", body),
      signWebhook(SECRET, "msg_3", body, now - 301),
      signWebhook(SECRET, "msg_4", body, now + 301),
      // Signed over another body: the signature covers every byte.
      signWebhook(SECRET, "msg_5", hookBody("919876543211", "222222")),
      {},
    ];
    for (const headers of attempts) {
      const response = await POST(hookPost(body, headers));
      expect(response.status).toBe(401);
      expect((await response.json()).error).toMatchObject({
        code: "invalid_signature",
        http_code: 401,
      });
    }
    await expect(readFile(join(dir, "mail.log"), "utf8")).rejects.toThrow();
  });

  it("accepts a signature made just inside the five minutes, and a rotated secret's", async () => {
    const body = hookBody("919876543212", "333333");
    const old = `v1,whsec_${randomBytes(32).toString("base64")}`;
    process.env.SEND_SMS_HOOK_SECRET = `${old}|${SECRET}`;
    const signed = signWebhook(SECRET, "msg_6", body, Math.floor(Date.now() / 1000) - 290);
    expect((await POST(hookPost(body, signed))).status).toBe(200);
  });

  it("sends nothing from a public origin without a gateway, answering as GoTrue expects a failed hook", async () => {
    process.env.NEXT_PUBLIC_SITE_URL = "https://gurukul.example";
    const body = hookBody("919876543213", "444444");
    const response = await POST(hookPost(body, signWebhook(SECRET, "msg_7", body)));

    expect(response.status).toBe(500);
    expect((await response.json()).error).toMatchObject({
      code: "sms_send_failed",
      http_code: 500,
      message: "Error sending SMS.",
    });
    await expect(readFile(join(dir, "mail.log"), "utf8")).rejects.toThrow();
    const refusal = log.lines().find((line) => line.event === "sms.unconfigured");
    expect(refusal?.msg).toContain("SMS_GATEWAY");
    expect(JSON.stringify(log.lines())).not.toContain("444444");
  });

  it("refuses every post while no secret is set", async () => {
    delete process.env.SEND_SMS_HOOK_SECRET;
    const body = hookBody("919876543214", "555555");
    const response = await POST(hookPost(body, signWebhook(SECRET, "msg_8", body)));
    expect(response.status).toBe(503);
  });
});
