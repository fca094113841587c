import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from "node:crypto";
import type { JsonWebKey, KeyObject } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

export interface SigningKeys {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as served in the JWKS. */
  publicJwk: JsonWebKey & { kid: string; alg: "ES256"; use: "sig" };
}

interface StoredKeys {
  kid: string;
  privateJwk: JsonWebKey;
}

function fromStored(stored: StoredKeys): SigningKeys {
  const privateKey = createPrivateKey({ key: stored.privateJwk, format: "jwk" });
  const publicKey = createPublicKey(privateKey);
  const { kty, crv, x, y } = publicKey.export({ format: "jwk" });
  return {
    kid: stored.kid,
    privateKey,
    publicKey,
    publicJwk: { kty, crv, x, y, kid: stored.kid, alg: "ES256", use: "sig", key_ops: ["verify"] },
  };
}

function generate(): StoredKeys {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { kid: randomUUID(), privateJwk: privateKey.export({ format: "jwk" }) };
}

/**
 * The ES256 signing key of one data directory: read from `file`, or generated and written there
 * on first use. `file` null keeps a throw-away key in memory (for `memory://` databases).
 */
export async function loadOrCreateKeys(file: string | null): Promise<SigningKeys> {
  if (file === null) return fromStored(generate());
  try {
    return fromStored(JSON.parse(await readFile(file, "utf8")) as StoredKeys);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const stored = generate();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600, flag: "wx" });
  return fromStored(stored);
}
