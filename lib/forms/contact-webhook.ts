import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

import { log } from "@/lib/log/logger";
import { serverEnv, type ServerEnv } from "@/lib/server-env";

/**
 * What the team's endpoint receives for each stored contact message, and for each callback
 * request (`kind: "callback"`, with the number to call and no e-mail address).
 */
export type ContactWebhookPayload = {
  kind?: "callback";
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  /** When the site stored the message, ISO 8601 in UTC. */
  received_at: string;
};

export type WebhookTarget = { url: string; secret: string };

export type DeliveryOptions = {
  /** Waits before the 2nd, 3rd, … attempt; its length + 1 is the number of attempts. */
  retryDelaysMs?: readonly number[];
  /** One attempt's limit, connection to last byte of the answer. */
  attemptTimeoutMs?: number;
  /** The whole delivery's limit, waits included: no attempt starts or runs past it. */
  totalTimeoutMs?: number;
};

export type DeliveryOutcome = { delivered: boolean; attempts: number; status?: number };

export const SIGNATURE_HEADER = "X-Gurukul-Signature";
export const DELIVERY_HEADER = "X-Gurukul-Delivery";

const DEFAULTS: Required<DeliveryOptions> = {
  retryDelaysMs: [1_000, 3_000, 9_000],
  attemptTimeoutMs: 5_000,
  totalTimeoutMs: 30_000,
};

/** How old a signature a receiver should still accept, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/**
 * `t=<unix seconds>,sha256=<hex>`: the HMAC-SHA256 of the timestamp, a dot and the exact body
 * bytes, keyed with the shared secret. Covering the time lets a receiver refuse a replayed post.
 */
export function sign(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},sha256=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does with a delivery: true only when the signature matches this body under the
 * secret and its time is within `SIGNATURE_TOLERANCE_SECONDS` of `now` (unix seconds).
 */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const match = /^t=(\d{1,12}),sha256=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  return timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}

/**
 * The webhook configured by `CONTACT_WEBHOOK_URL` and `CONTACT_WEBHOOK_SECRET`, or null when
 * there is none. `serverEnv()` refuses a URL that is not http(s) or comes without a secret: an
 * unsigned post would let anyone who learns the URL forge messages.
 */
export function contactWebhookTarget(
  env: Pick<ServerEnv, "CONTACT_WEBHOOK_URL" | "CONTACT_WEBHOOK_SECRET"> = serverEnv(),
): WebhookTarget | null {
  const { CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: secret } = env;
  return url && secret ? { url, secret } : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Network errors, timeouts, 429 and 5xx may pass; any other answer will not change on retry. */
function worthRetrying(status: number | undefined): boolean {
  return status === undefined || status === 429 || status >= 500;
}

/**
 * Posts one message to the team's endpoint, signed, retrying a few times with growing waits on a
 * network error, a timeout, 429 or a 5xx, within a bounded total time. Every attempt carries the
 * same delivery id so the receiver can drop a repeat. Never throws; logs the outcome, never the
 * message.
 */
export async function deliverContactMessage(
  target: WebhookTarget,
  payload: ContactWebhookPayload,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const { retryDelaysMs, attemptTimeoutMs, totalTimeoutMs } = { ...DEFAULTS, ...options };
  const body = JSON.stringify(payload);
  const delivery = randomUUID();
  const deadline = Date.now() + totalTimeoutMs;
  let attempts = 0;
  let status: number | undefined;
  let reason = "";

  for (;;) {
    attempts += 1;
    status = undefined;
    try {
      const timeout = Math.max(1, Math.min(attemptTimeoutMs, deadline - Date.now()));
      const response = await fetch(target.url, {
        method: "POST",
        // Signed afresh for each attempt, so a late retry is not refused as a replay.
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "GurukulCode-Webhook/1",
          [SIGNATURE_HEADER]: sign(target.secret, body),
          [DELIVERY_HEADER]: delivery,
        },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(timeout),
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) {
        if (attempts > 1) {
          log.info({ event: "contact_webhook.delivered", attempts }, "contact webhook delivered");
        }
        return { delivered: true, attempts, status };
      }
      reason = `HTTP ${status}`;
    } catch (error) {
      reason = error instanceof Error ? error.name : "network error";
    }
    const wait = retryDelaysMs[attempts - 1];
    if (!worthRetrying(status) || wait === undefined || Date.now() + wait >= deadline) break;
    await sleep(wait);
  }
  log.error(
    { event: "contact_webhook.failed", attempts, reason },
    `contact webhook not delivered after ${attempts} attempt(s): ${reason}`,
  );
  return { delivered: false, attempts, status };
}
