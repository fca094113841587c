import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it, vi } from "vitest";

import { captureLog } from "@/test/support/capture-log";
import { serverEnv } from "@/lib/server-env";

import {
  contactWebhookTarget,
  deliverContactMessage,
  sign,
  SIGNATURE_TOLERANCE_SECONDS,
  verifySignature,
  type ContactWebhookPayload,
} from "./contact-webhook";

const SECRET = "team-secret";
const payload: ContactWebhookPayload = {
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "Courses — “FinCode”",
  message: "Which course should I start with?\nThanks!",
  received_at: "2026-11-23T10:00:00.000Z",
};
/** Short waits, so retries are exercised without slowing the suite. */
const FAST = { retryDelaysMs: [20, 40, 80], attemptTimeoutMs: 500, totalTimeoutMs: 3_000 };

type Received = { body: string; signature: string | undefined; delivery: string | undefined };

/** A real HTTP receiver on 127.0.0.1 that answers with `answer(attempt)` and records each post. */
let server: Server | undefined;
async function receiver(
  answer: (attempt: number, res: ServerResponse) => void = (_attempt, res) => res.end("ok"),
) {
  const received: Received[] = [];
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: req.headers["x-gurukul-signature"] as string | undefined,
        delivery: req.headers["x-gurukul-delivery"] as string | undefined,
      });
      answer(received.length, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/contact`, received };
}

function verifies(body: string, signature: string | undefined, secret = SECRET): boolean {
  return verifySignature(secret, signature, body);
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  vi.restoreAllMocks();
});

describe("contact webhook delivery", () => {
  it("posts the message as JSON with a signature of the raw body", async () => {
    const { url, received } = await receiver();
    const outcome = await deliverContactMessage({ url, secret: SECRET }, payload, FAST);
    expect(outcome).toEqual({ delivered: true, attempts: 1, status: 200 });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual(payload);
    expect(verifies(received[0]!.body, received[0]!.signature)).toBe(true);
    expect(verifies(received[0]!.body, received[0]!.signature, "another-secret")).toBe(false);
    expect(received[0]!.delivery).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("retries on 500 with the same delivery id until the receiver takes it", async () => {
    const { url, received } = await receiver((attempt, res) => {
      res.statusCode = attempt < 3 ? 500 : 204;
      res.end();
    });
    const outcome = await deliverContactMessage({ url, secret: SECRET }, payload, FAST);
    expect(outcome).toEqual({ delivered: true, attempts: 3, status: 204 });
    expect(new Set(received.map((post) => post.delivery)).size).toBe(1);
    expect(received.every((post) => verifies(post.body, post.signature))).toBe(true);
  });

  it.each([
    { status: 503, attempts: 4, case: "gives up after the last retry" },
    { status: 400, attempts: 1, case: "does not retry an answer that will not change" },
  ])("$case ($status), without throwing", async ({ status, attempts }) => {
    const log = captureLog();
    const { url, received } = await receiver((_attempt, res) => {
      res.statusCode = status;
      res.end();
    });
    const outcome = await deliverContactMessage({ url, secret: SECRET }, payload, FAST);
    log.restore();
    expect(outcome).toEqual({ delivered: false, attempts, status });
    expect(received).toHaveLength(attempts);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: "error",
        event: "contact_webhook.failed",
        attempts,
        reason: `HTTP ${status}`,
      }),
    ]);
  });

  it("retries when nothing answers, then stops", async () => {
    captureLog();
    const { url } = await receiver();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const outcome = await deliverContactMessage({ url, secret: SECRET }, payload, FAST);
    expect(outcome).toEqual({ delivered: false, attempts: 4, status: undefined });
  });

  it("bounds the whole delivery when the receiver hangs", async () => {
    captureLog();
    const { url, received } = await receiver(() => {
      // Never answers.
    });
    const started = Date.now();
    const outcome = await deliverContactMessage({ url, secret: SECRET }, payload, {
      retryDelaysMs: [50, 50, 50],
      attemptTimeoutMs: 300,
      totalTimeoutMs: 700,
    });
    const elapsed = Date.now() - started;
    expect(outcome.delivered).toBe(false);
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(elapsed).toBeLessThan(1_500);
    server!.closeAllConnections();
  });
});

describe("webhook signatures", () => {
  const body = JSON.stringify(payload);
  const now = 1_800_000_000;

  it("sign the timestamp and the raw body as docs/DEPLOY.md documents", () => {
    const hex = createHmac("sha256", SECRET).update(`${now}.${body}`).digest("hex");
    expect(sign(SECRET, body, now)).toBe(`t=${now},sha256=${hex}`);
  });

  it("verify within the tolerance and refuse a replay, a tampered body or another secret", () => {
    const header = sign(SECRET, body, now);
    expect(verifySignature(SECRET, header, body, now + SIGNATURE_TOLERANCE_SECONDS)).toBe(true);
    expect(verifySignature(SECRET, header, body, now + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(
      false,
    );
    expect(verifySignature(SECRET, header, body.replace("Asha", "Eve"), now)).toBe(false);
    expect(verifySignature("another-secret", header, body, now)).toBe(false);
    const forgedTime = header.replace(`t=${now}`, `t=${now + 60}`);
    expect(verifySignature(SECRET, forgedTime, body, now)).toBe(false);
    expect(verifySignature(SECRET, undefined, body, now)).toBe(false);
    expect(verifySignature(SECRET, `sha256=${"0".repeat(64)}`, body, now)).toBe(false);
  });
});

describe("contactWebhookTarget", () => {
  it("is off without a URL and on with a URL and its secret, as serverEnv() read them", () => {
    expect(contactWebhookTarget(serverEnv({}))).toBeNull();
    expect(
      contactWebhookTarget(
        serverEnv({
          CONTACT_WEBHOOK_URL: " https://hooks.example/x ",
          CONTACT_WEBHOOK_SECRET: "s",
        }),
      ),
    ).toEqual({ url: "https://hooks.example/x", secret: "s" });
  });

  it("never comes to a URL without a secret or of another scheme: serverEnv() refuses them", () => {
    expect(() => serverEnv({ CONTACT_WEBHOOK_URL: "https://hooks.example/x" })).toThrowError(
      /CONTACT_WEBHOOK_SECRET: must be set when CONTACT_WEBHOOK_URL is/,
    );
    expect(() =>
      serverEnv({ CONTACT_WEBHOOK_URL: "ftp://hooks.example/x", CONTACT_WEBHOOK_SECRET: "s" }),
    ).toThrowError(/CONTACT_WEBHOOK_URL: must be an http\(s\) URL/);
  });
});
