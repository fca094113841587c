import "server-only";

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { challengeBits, leadingZeroBits, PROOF_FIELDS } from "@/lib/forms/proof";
import { serverEnv } from "@/lib/server-env";

/** How long a challenge may be worked on and sent back. */
const CHALLENGE_TTL_SECONDS = 600;

function key(): Buffer | null {
  const secret = serverEnv().SUPABASE_SECRET_KEY;
  return secret ? createHash("sha256").update(`form-proof\n${secret}`).digest() : null;
}

const mac = (secretKey: Buffer, text: string) =>
  createHmac("sha256", secretKey).update(text).digest("base64url");

/** A challenge for `form` asking for `bits` zero bits: `<form>.<bits>.<expires>.<id>.<mac>`. */
export function issueChallenge(form: string, bits: number, now = Date.now()): string | null {
  const secretKey = key();
  if (!secretKey) return null;
  const expires = Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS;
  const signed = `${form}.${bits}.${expires}.${randomBytes(16).toString("hex")}`;
  return `${signed}.${mac(secretKey, signed)}`;
}

/**
 * The proof a submission carries, checked: its challenge is ours, for this form and unexpired,
 * and the nonce does the work. Answers `<id>.<bits>` for the database (which lets each id through
 * once), or null.
 */
export function checkedProof(
  raw: Record<string, unknown>,
  form: string,
  now = Date.now(),
): string | null {
  const token = raw[PROOF_FIELDS.token];
  const nonce = raw[PROOF_FIELDS.nonce];
  const secretKey = key();
  if (typeof token !== "string" || typeof nonce !== "string" || !secretKey) return null;
  if (token.length > 200 || !/^\d{1,12}$/.test(nonce)) return null;
  const [name, , expires, id, signature = ""] = token.split(".");
  const bits = challengeBits(token);
  if (name !== form || bits === null || !id || !/^[0-9a-f]{32}$/.test(id)) return null;
  const expected = Buffer.from(mac(secretKey, token.slice(0, token.lastIndexOf("."))));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 < now) return null;
  const digest = createHash("sha256").update(`${token}:${nonce}`).digest();
  return leadingZeroBits(digest) >= bits ? `${id}.${bits}` : null;
}
