import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

import type { Database } from "../db/database";
import { header } from "../http/http";
import { deriveSecret } from "../jwt/keys";
import type { SigningKeys } from "../jwt/keys";

/**
 * Where a device token travels: back in the answer to a right password, and in the next password
 * sign-in from that device. Not a GoTrue header; hosted GoTrue neither sends nor reads it.
 */
export const DEVICE_TOKEN_HEADER = "x-device-token";

/** A device that has not signed in with a password for this long is unknown again. */
const DEVICE_TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** The shared count of every device without a valid token for the account. */
export const UNKNOWN_DEVICES = "";

const TOKEN_PATTERN = /^(\d{10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function mac(keys: SigningKeys, userId: string, issuedAt: string, nonce: string): Buffer {
  return createHmac("sha256", deriveSecret(keys, "device-token"))
    .update(`${userId}.${issuedAt}.${nonce}`)
    .digest();
}

/**
 * A token naming this device for this account (OWASP's device cookie): a nonce and its time,
 * signed with a secret derived from the backend's signing key, so only this backend (any of its
 * processes) can make one, and one account's token is worth nothing for another.
 */
export function issueDeviceToken(keys: SigningKeys, userId: string): string {
  const issuedAt = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString("base64url");
  return `${issuedAt}.${nonce}.${mac(keys, userId, issuedAt, nonce).toString("base64url")}`;
}

/** The device's nonce when the request carries a valid, unexpired token for `userId`, else null. */
export function knownDevice(
  keys: SigningKeys,
  req: IncomingMessage,
  userId: string | undefined,
): string | null {
  const match = TOKEN_PATTERN.exec(header(req, DEVICE_TOKEN_HEADER) ?? "");
  if (!match || !userId) return null;
  const [, issuedAt, nonce, signature] = match as unknown as [string, string, string, string];
  const age = Math.floor(Date.now() / 1000) - Number(issuedAt);
  if (age < 0 || age > DEVICE_TOKEN_LIFETIME_SECONDS) return null;
  const expected = mac(keys, userId, issuedAt, nonce);
  return timingSafeEqual(expected, Buffer.from(signature, "base64url")) ? nonce : null;
}

/**
 * Takes one wrong-password place of the account's hourly budget for `device` (a known device's
 * nonce, or `UNKNOWN_DEVICES`) before the password is compared, so requests arriving together
 * cannot all be evaluated: false, and nothing counted, when the budget is spent. The database holds
 * the count, so every process on it shares one budget. A right password gives its place back.
 */
export async function reservePasswordAttempt(
  db: Database,
  email: string,
  device: string,
  budget: number,
): Promise<boolean> {
  if (budget <= 0) return true;
  const rows = await db.query<{ failures: number }>(
    `insert into auth.password_failures as f (email, device, window_start, failures)
     values ($1, $2, now(), 1)
     on conflict (email, device) do update set
       failures = case when f.window_start > now() - interval '1 hour' then f.failures + 1 else 1 end,
       window_start = case when f.window_start > now() - interval '1 hour'
                           then f.window_start else now() end
     where f.window_start <= now() - interval '1 hour' or f.failures < $3
     returning failures`,
    [email, device, budget],
  );
  return rows.length > 0;
}

export async function releasePasswordAttempt(
  db: Database,
  email: string,
  device: string,
): Promise<void> {
  await db.query(
    `update auth.password_failures set failures = greatest(failures - 1, 0)
     where email = $1 and device = $2`,
    [email, device],
  );
}
