import { sign, verify } from "node:crypto";

import { isObject } from "../http/http";
import type { SigningKeys } from "./keys";

export type JwtClaims = Record<string, unknown>;

export type JwtFailure = "malformed" | "algorithm" | "signature" | "expired" | "not_yet_valid";

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function decodeJson(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new Error("not base64url");
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

export function signJwt(keys: SigningKeys, claims: JwtClaims): string {
  const input = `${encode({ alg: "ES256", typ: "JWT", kid: keys.kid })}.${encode(claims)}`;
  const signature = sign("sha256", Buffer.from(input), {
    key: keys.privateKey,
    dsaEncoding: "ieee-p1363",
  });
  return `${input}.${signature.toString("base64url")}`;
}

/** Accepts only ES256 tokens signed by `keys` whose `exp` lies ahead and `nbf`, if any, behind. */
export function verifyJwt(keys: SigningKeys, token: string, nowSeconds: number): JwtResult {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = decodeJson(headerPart);
    claims = decodeJson(payloadPart);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (!isObject(header) || !isObject(claims)) return { ok: false, reason: "malformed" };
  if (header.alg !== "ES256") return { ok: false, reason: "algorithm" };
  if (header.kid !== undefined && header.kid !== keys.kid)
    return { ok: false, reason: "signature" };
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) return { ok: false, reason: "malformed" };
  const signature = Buffer.from(signaturePart, "base64url");
  const valid =
    signature.length === 64 &&
    verify(
      "sha256",
      Buffer.from(`${headerPart}.${payloadPart}`),
      { key: keys.publicKey, dsaEncoding: "ieee-p1363" },
      signature,
    );
  if (!valid) return { ok: false, reason: "signature" };
  if (typeof claims.exp !== "number") return { ok: false, reason: "malformed" };
  if (claims.exp <= nowSeconds) return { ok: false, reason: "expired" };
  if (claims.nbf !== undefined && typeof claims.nbf !== "number") {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims.nbf === "number" && claims.nbf > nowSeconds) {
    return { ok: false, reason: "not_yet_valid" };
  }
  return { ok: true, claims };
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
