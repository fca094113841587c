import { randomUUID } from "node:crypto";

import type { Transaction } from "../db/database";
import type { ProviderUser } from "./oidc";
import type { AuthConfig, IdentityRow, UserRow } from "./users";

/** A failed redirect sign-in, told to the client in the redirect's `error` parameters. */
export class RedirectError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly errorCode?: string,
  ) {
    super(description);
  }
}

async function addProvider(tx: Transaction, userId: string, provider: string): Promise<void> {
  await tx.query(
    `update auth.users set raw_app_meta_data = jsonb_set(
       raw_app_meta_data, '{providers}',
       (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
          coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || to_jsonb($2::text)) p)),
       updated_at = now()
     where id = $1`,
    [userId, provider],
  );
}

async function insertIdentity(
  tx: Transaction,
  userId: string,
  provider: string,
  person: ProviderUser,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, $4, now())`,
    [person.subject, userId, JSON.stringify(person.identityData), provider],
  );
}

/** The returning member: the identity's claims and the user's metadata follow the provider's. */
async function returning(
  tx: Transaction,
  identity: IdentityRow,
  person: ProviderUser,
): Promise<UserRow> {
  await tx.query(
    `update auth.identities set identity_data = $2, last_sign_in_at = now(), updated_at = now()
     where id = $1`,
    [identity.id, JSON.stringify(person.identityData)],
  );
  const updated = await tx.query<UserRow>(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now()
     where id = $1 returning *`,
    [identity.user_id, JSON.stringify(person.identityData)],
  );
  return updated.rows[0]!;
}

/**
 * Links the identity to the account holding its verified address. An account never confirmed
 * loses its password first, as GoTrue does: whoever set it never proved the address, and would
 * otherwise keep a way into the provider user's account.
 */
async function link(
  tx: Transaction,
  user: UserRow,
  provider: string,
  person: ProviderUser,
): Promise<UserRow> {
  await insertIdentity(tx, user.id, provider, person);
  if (!user.email_confirmed_at) {
    await tx.query(
      `update auth.users set encrypted_password = '', email_confirmed_at = now(),
         raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}', '[]'::jsonb),
         raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb
       where id = $1`,
      [user.id],
    );
  }
  await addProvider(tx, user.id, provider);
  return (await tx.query<UserRow>("select * from auth.users where id = $1", [user.id])).rows[0]!;
}

async function create(
  tx: Transaction,
  config: AuthConfig,
  provider: string,
  person: ProviderUser,
): Promise<UserRow> {
  if (!config.enableSignup) {
    throw new RedirectError(
      "access_denied",
      "Signups not allowed for this instance",
      "signup_disabled",
    );
  }
  // With confirmations on, GoTrue would e-mail a link first; this backend leaves such an address
  // to the e-mail sign-up, which confirms it.
  if (!person.emailVerified && config.enableConfirmations) {
    throw new RedirectError(
      "access_denied",
      `Unverified email with ${provider}`,
      "provider_email_needs_verification",
    );
  }
  const user = await tx.query<UserRow>(
    `insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, now(), $3, $4) returning *`,
    [
      randomUUID(),
      person.email,
      JSON.stringify({ provider, providers: [provider] }),
      JSON.stringify(person.identityData),
    ],
  );
  await insertIdentity(tx, user.rows[0]!.id, provider, person);
  return user.rows[0]!;
}

/**
 * GoTrue's account decision for a provider sign-in: the identity's own account when it has one;
 * else the account of the same address, linked only when the provider has verified the address;
 * else a new account.
 */
export async function accountForIdentity(
  tx: Transaction,
  config: AuthConfig,
  provider: string,
  person: ProviderUser,
): Promise<UserRow> {
  if (!person.subject || !person.email) {
    throw new RedirectError(
      "server_error",
      "Error getting user email from external provider",
      "unexpected_failure",
    );
  }
  const identity = (
    await tx.query<IdentityRow>(
      "select * from auth.identities where provider = $1 and provider_id = $2 for update",
      [provider, person.subject],
    )
  ).rows[0];
  if (identity) return returning(tx, identity, person);

  const existing = (
    await tx.query<UserRow>("select * from auth.users where lower(email) = $1 for update", [
      person.email,
    ])
  ).rows[0];
  if (!existing) return create(tx, config, provider, person);
  if (!person.emailVerified) {
    throw new RedirectError(
      "access_denied",
      `An account with this email exists; ${provider} has not verified the address`,
      "email_exists",
    );
  }
  return link(tx, existing, provider, person);
}
