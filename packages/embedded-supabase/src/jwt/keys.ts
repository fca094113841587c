import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
} from "node:crypto";
import type { JsonWebKey, KeyObject } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

import type { Database } from "../db/database";
import { isPostgresError } from "../http/errors";

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

const derived = new WeakMap<SigningKeys, Map<string, Buffer>>();

/**
 * A secret for one `purpose` (e.g. signing device tokens), derived from the private key: every
 * process with the key has it, and it changes when the key does.
 */
export function deriveSecret(keys: SigningKeys, purpose: string): Buffer {
  const secrets = derived.get(keys) ?? new Map<string, Buffer>();
  derived.set(keys, secrets);
  let secret = secrets.get(purpose);
  if (!secret) {
    const d = keys.privateKey.export({ format: "jwk" }).d!;
    secret = createHmac("sha256", Buffer.from(d, "base64url")).update(purpose).digest();
    secrets.set(purpose, secret);
  }
  return secret;
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

/**
 * The signing key of a PostgreSQL database, kept in it (schema `_standin`, out of the Data API's
 * reach) so every embedded backend process on that database signs and verifies with the same key.
 */
export async function loadOrCreateKeysInDatabase(db: Database): Promise<SigningKeys> {
  try {
    return await loadOrCreateStoredKeys(db);
  } catch (error) {
    // Two processes starting at once: the loser of `create … if not exists` reads the winner's.
    if (isPostgresError(error) && ["23505", "42P06", "42P07"].includes(error.code)) {
      return loadOrCreateStoredKeys(db);
    }
    throw error;
  }
}

async function loadOrCreateStoredKeys(db: Database): Promise<SigningKeys> {
  const candidate = generate();
  const [row] = await db.transaction(async (tx) => {
    await tx.exec(`
      create schema if not exists _standin;
      revoke all on schema _standin from public;
      create table if not exists _standin.signing_keys (
        singleton boolean primary key default true check (singleton),
        kid text not null,
        private_jwk jsonb not null,
        created_at timestamptz not null default now()
      );
    `);
    await tx.query(
      `insert into _standin.signing_keys (kid, private_jwk) values ($1, $2)
       on conflict (singleton) do nothing`,
      [candidate.kid, JSON.stringify(candidate.privateJwk)],
    );
    return (
      await tx.query<{ kid: string; private_jwk: JsonWebKey }>(
        "select kid, private_jwk from _standin.signing_keys",
      )
    ).rows;
  });
  return fromStored({ kid: row!.kid, privateJwk: row!.private_jwk });
}
