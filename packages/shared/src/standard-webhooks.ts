import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks (standardwebhooks.com), as GoTrue signs its HTTP hooks: a secret
 * `v1,whsec_<base64 key>`, and per request a `webhook-id`, a `webhook-timestamp` (Unix seconds)
 * and a `webhook-signature` of `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret.
 */
export interface WebhookHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

const SECRET_PATTERN = /^v1,whsec_([A-Za-z0-9+/]+={0,2})$/;

/** How far a timestamp may stand from the receiver's clock (the libraries' five minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Whether `secret` has GoTrue's hook secret form, `v1,whsec_<base64>`. */
export function isWebhookSecret(secret: string): boolean {
  return SECRET_PATTERN.test(secret.trim());
}

function keyOf(secret: string): Buffer {
  const match = SECRET_PATTERN.exec(secret.trim());
  if (!match) throw new Error("a webhook secret has the form v1,whsec_<base64>");
  return Buffer.from(match[1]!, "base64");
}

function signature(key: Buffer, id: string, timestamp: string, body: string): string {
  return createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
}

/** The headers of one request carrying `body`, signed with each of `secrets`. */
export function signWebhook(
  secrets: readonly string[],
  id: string,
  body: string,
  now: Date = new Date(),
): WebhookHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signatures = secrets.map((secret) => `v1,${signature(keyOf(secret), id, timestamp, body)}`);
  return {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": signatures.join(" "),
  };
}

export type WebhookVerdict = "ok" | "missing" | "stale" | "forged";

/**
 * Checks a received request (a route's `request.headers`, or the headers as an object) against
 * `secret`: its id, a timestamp within the tolerance of `now`
 * (a replayed request is stale), and one signature of the raw body that matches.
 */
export function verifyWebhook(
  secret: string,
  headers: Headers | { readonly [Name in keyof WebhookHeaders]?: string | null },
  body: string,
  now: Date = new Date(),
): WebhookVerdict {
  const read = (name: keyof WebhookHeaders) =>
    headers instanceof Headers ? headers.get(name) : headers[name];
  const id = read("webhook-id");
  const timestamp = read("webhook-timestamp");
  const signatures = read("webhook-signature");
  if (!id || !timestamp || !signatures) return "missing";
  if (!/^\d{1,12}$/.test(timestamp)) return "stale";
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    return "stale";
  }
  const expected = Buffer.from(signature(keyOf(secret), id, timestamp, body));
  // GoTrue joins several with ", ", the specification with a space: either is read.
  for (const entry of signatures.split(/[\s,]+(?=v\d+,)/)) {
    const [version, value] = entry.trim().replace(/,$/, "").split(",", 2);
    if (version !== "v1" || !value) continue;
    const given = Buffer.from(value);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return "ok";
  }
  return "forged";
}
