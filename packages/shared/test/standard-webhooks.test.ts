import { describe, expect, it } from "vitest";

import { isWebhookSecret, signWebhook, verifyWebhook } from "../src/standard-webhooks";

const SECRET = `v1,whsec_${Buffer.from("a local test key of 32 bytes....").toString("base64")}`;
const OTHER = `v1,whsec_${Buffer.from("another key, not the receiver's!").toString("base64")}`;
const BODY = '{"sms":{"otp":"123456"}}';
const AT = new Date("2026-12-02T01:00:00Z");

describe("signWebhook", () => {
  it("signs as the Standard Webhooks specification's example", () => {
    // The example of github.com/standard-webhooks/standard-webhooks (spec/standard-webhooks.md).
    const headers = signWebhook(
      ["v1,whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      '{"test": 2432232314}',
      new Date(1614265330 * 1000),
    );
    expect(headers).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
  });

  it("refuses a secret not of GoTrue's form", () => {
    expect(isWebhookSecret("whsec_abc")).toBe(false);
    expect(() => signWebhook(["plain"], "id", BODY)).toThrow(/v1,whsec_/);
  });
});

describe("verifyWebhook", () => {
  const signed = signWebhook([OTHER, SECRET], "msg-1", BODY, AT);

  it("accepts a request signed with the secret among others, joined either way", () => {
    expect(verifyWebhook(SECRET, signed, BODY, AT)).toBe("ok");
    expect(verifyWebhook(SECRET, new Headers({ ...signed }), BODY, AT)).toBe("ok");
    const gotrueJoined = {
      ...signed,
      "webhook-signature": signed["webhook-signature"].replace(" ", ", "),
    };
    expect(verifyWebhook(SECRET, gotrueJoined, BODY, new Date(AT.getTime() + 299_000))).toBe("ok");
  });

  it("refuses a changed body, id or signature, a stale timestamp and missing headers", () => {
    expect(verifyWebhook(SECRET, signed, BODY.replace("123456", "654321"), AT)).toBe("forged");
    expect(verifyWebhook(SECRET, { ...signed, "webhook-id": "msg-2" }, BODY, AT)).toBe("forged");
    expect(verifyWebhook(SECRET, signWebhook([OTHER], "msg-1", BODY, AT), BODY, AT)).toBe("forged");
    expect(verifyWebhook(SECRET, signed, BODY, new Date(AT.getTime() + 301_000))).toBe("stale");
    expect(verifyWebhook(SECRET, { ...signed, "webhook-timestamp": "soon" }, BODY, AT)).toBe(
      "stale",
    );
    expect(verifyWebhook(SECRET, { "webhook-id": "msg-1" }, BODY, AT)).toBe("missing");
  });
});
