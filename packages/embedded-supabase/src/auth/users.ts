import { createHash } from "node:crypto";

import type { CaptchaSettings } from "../config/captcha-settings";
import type { ExternalProviderSettings } from "../config/external-settings";
import type { HookSettings, SmsSettings } from "../config/phone-settings";
import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";
import { validationError } from "./input";

export interface AuthConfig {
  /** `<url>/auth/v1`, the `iss` of access tokens. */
  issuer: string;
  siteUrl: string;
  accessTokenTtl: number;
  /** Seconds in which a just-rotated refresh token may be presented again. */
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** `double_confirm_changes`: an e-mail change needs a link from the current address too. */
  doubleConfirmChanges: boolean;
  /** `[auth] enable_signup`. */
  enableSignup: boolean;
  /** `[auth.email] enable_signup`: the e-mail provider. */
  emailSignupEnabled: boolean;
  /** `[auth.email] enable_confirmations`: sign-ups get a confirmation e-mail, not a session. */
  enableConfirmations: boolean;
  /** Where browsers reach this API (GoTrue's API_EXTERNAL_URL), for `/auth/v1/verify` links. */
  externalUrl: string;
  /** `[auth] additional_redirect_urls`: globs a redirect may match beside the site URL. */
  additionalRedirectUrls: string[];
  /** `[auth.external.google]`. */
  google: ExternalProviderSettings;
  /** `[auth.email] otp_expiry`: seconds an e-mailed link and code work. */
  otpExpirySeconds: number;
  /** `[auth.email] secure_password_change`: an old session needs a reauthentication code. */
  securePasswordChange: boolean;
  /** `[auth.captcha]`: the check of sign-ups, password sign-ins and e-mailed links. */
  captcha: CaptchaSettings;
  /** `[auth.sms]`: phone sign-in by a texted code. */
  sms: SmsSettings;
  /** `[auth.hook.send_sms]`: the phone provider; phone sign-in is on only with it. */
  sendSmsHook: HookSettings;
  /** `[auth.hook.send_email]`: when on, it sends every e-mail instead of the backend. */
  sendEmailHook: HookSettings;
  /** Milliseconds a hook call may take (GoTrue's 5 s). */
  hookTimeoutMs: number;
}

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  /** Null for an account signed up by its mobile number alone. */
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  /** E.164 without its `+`, as GoTrue keeps it; null without a number. */
  phone: string | null;
  phone_confirmed_at: Date | null;
  /** The number a change moves to until its code is verified; '' without one. */
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  invited_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An account found or made by its e-mail address, which it therefore has. */
export type EmailUserRow = UserRow & { email: string };

export interface SessionRow {
  id: string;
  authentication_method: string;
  created_at: Date;
}

/** The app metadata GoTrue gives a user of the e-mail provider. */
export const EMAIL_PROVIDER_METADATA = { provider: "email", providers: ["email"] };

/** The identity's claims GoTrue copies into the user metadata of an e-mail sign-up. */
export function emailIdentityClaims(id: string, email: string, emailVerified: boolean) {
  return { sub: id, email, email_verified: emailVerified, phone_verified: false };
}

/**
 * Confirms the account's address or number (once: a later confirmation keeps the first time), and
 * says so in its user metadata, as GoTrue does.
 */
export async function markConfirmed(
  tx: Transaction,
  userId: string,
  channel: "email" | "phone",
): Promise<void> {
  const verified = JSON.stringify({ [`${channel}_verified`]: true });
  await tx.query(
    `update auth.users
     set ${channel}_confirmed_at = coalesce(${channel}_confirmed_at, now()),
         raw_user_meta_data = raw_user_meta_data || $2::jsonb
     where id = $1`,
    [userId, verified],
  );
}

export const markEmailConfirmed = (tx: Transaction, userId: string) =>
  markConfirmed(tx, userId, "email");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** A row of `auth.identities`: one sign-in method of a user other than its e-mail. */
export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export async function identitiesOf(tx: Transaction, userId: string): Promise<IdentityRow[]> {
  const result = await tx.query<IdentityRow>(
    "select * from auth.identities where user_id = $1 order by created_at",
    [userId],
  );
  return result.rows;
}

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** The e-mail identity of an account made by e-mail sign-up, which keeps no row of its own. */
function emailIdentityJson(user: UserRow) {
  return {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
      sub: user.id,
    },
    provider: "email",
    last_sign_in_at: iso(user.last_sign_in_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email: user.email ?? undefined,
  };
}

/** Whether the account has the e-mail provider among its sign-in methods. */
function hasEmailProvider(user: UserRow): boolean {
  const providers = user.raw_app_meta_data.providers;
  return !Array.isArray(providers) || providers.includes("email");
}

/**
 * GoTrue's user object. `identities` are the account's rows of `auth.identities`; an account
 * with the e-mail provider also lists its e-mail identity.
 */
export function userJson(user: UserRow, identities: IdentityRow[] = []) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at) }
      : {}),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    ...(user.phone_change
      ? { new_phone: user.phone_change, phone_change_sent_at: iso(user.phone_change_sent_at) }
      : {}),
    confirmed_at: iso(earliest(user.email_confirmed_at, user.phone_confirmed_at)),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      ...(hasEmailProvider(user) && !identities.some((identity) => identity.provider === "email")
        ? [emailIdentityJson(user)]
        : []),
      ...identities.map(identityJson),
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/** `user_metadata`: free JSON the user writes (sign-up `data`, `updateUser({ data })`). */
export type Metadata = Record<string, unknown>;

export const BCRYPT_COST = 10;
// Metadata travels in every access token (and so in cookies): keep it well under a cookie's size.
const MAX_METADATA_BYTES = 16 * 1024;

/** 422 `validation_failed` for metadata over 16 KiB of JSON. */
export function checkMetadataSize(metadata: Metadata): void {
  const bytes = Buffer.byteLength(JSON.stringify(metadata));
  if (bytes > MAX_METADATA_BYTES) {
    throw validationError(
      422,
      `User metadata is too large: ${bytes} bytes, at most ${MAX_METADATA_BYTES} are allowed`,
    );
  }
}

export function userAlreadyExists(): AuthApiError {
  return new AuthApiError(422, "user_already_exists", "User already registered");
}
