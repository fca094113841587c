import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a hook's timestamp may be from now, either way, in seconds (Standard Webhooks). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The three headers a Standard Webhooks sender puts on every post. */
export type WebhookHeaders = {
  id: string | null;
  timestamp: string | null;
  signature: string | null;
};

/** The key of a `v1,whsec_<base64>` secret (GoTrue's hook secrets), or null when malformed. */
function secretKey(secret: string): Buffer | null {
  const match = /^(?:v1,)?whsec_([A-Za-z0-9+/=]+)$/.exec(secret.trim());
  if (!match?.[1]) return null;
  const key = Buffer.from(match[1], "base64");
  return key.length > 0 ? key : null;
}

/**
 * Whether a post is the hook sender's: `webhook-signature` holds a `v1,<base64>` HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` under one of the secrets (space-separated lists, as while a secret is
 * rotated), and the timestamp is within five minutes of `now` (unix seconds), so a captured post
 * cannot be replayed later.
 */
export function verifyWebhook(
  secrets: readonly string[],
  headers: WebhookHeaders,
  body: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const offered = signature
    .split(" ")
    .filter((part) => part.startsWith("v1,"))
    .map((part) => Buffer.from(part.slice(3), "base64"));
  return secrets.some((secret) => {
    const key = secretKey(secret);
    if (!key) return false;
    const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
    return offered.some(
      (candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected),
    );
  });
}

/** The headers of a post signed as `verifyWebhook` checks (tests and local tools). */
export function signWebhook(
  secret: string,
  id: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const key = secretKey(secret);
  if (!key) throw new Error("the secret must look like v1,whsec_<base64>");
  const digest = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": `v1,${digest}`,
  };
}
