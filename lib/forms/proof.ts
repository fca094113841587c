/**
 * The proof of work a public form sends once the site is busier than normal: the server hands out
 * a signed challenge (`X-Form-Challenge` on a 428 answer), and the form's script finds a nonce
 * whose SHA-256 over `<challenge>:<nonce>` starts with the challenge's number of zero bits.
 */

/** The answer header carrying the challenge, and the body fields the solved post adds. */
export const CHALLENGE_HEADER = "X-Form-Challenge";
export const PROOF_FIELDS = { token: "proof_token", nonce: "proof_nonce" } as const;

/** The zero bits a challenge asks for (its second part), or null for something else. */
export function challengeBits(token: string): number | null {
  const bits = Number(token.split(".")[1]);
  return Number.isInteger(bits) && bits >= 1 && bits <= 30 ? bits : null;
}

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Hashes tried side by side: one await per batch rather than per hash. */
const BATCH = 512;

/**
 * Finds the nonce a challenge asks for (lib/forms/proof.ts): about 2^bits hashes, a second or so
 * at the normal level. Null for a challenge it cannot read, or after 16 times the expected work.
 */
export async function solveProof(token: string): Promise<string | null> {
  const bits = challengeBits(token);
  if (bits === null) return null;
  const encoder = new TextEncoder();
  const limit = 2 ** (bits + 4);
  for (let start = 0; start < limit; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, offset) =>
        crypto.subtle.digest("SHA-256", encoder.encode(`${token}:${start + offset}`)),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= bits);
    if (found >= 0) return String(start + found);
  }
  return null;
}
