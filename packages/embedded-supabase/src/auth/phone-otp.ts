import type { IncomingMessage } from "node:http";

import { clientNetwork } from "@gurukul/shared";

import type { Transaction } from "../db/database";
import {
  checkEmailCode,
  codeExpired,
  codeUsedUp,
  consumeEmailToken,
  proofOfCode,
} from "./email-tokens";
import { dataObject } from "./input";
import { clientAddress } from "./limits";
import {
  checkChannel,
  checkPhone,
  dropPhoneCode,
  findUserByPhone,
  insertPhoneUser,
  otpDisabled,
  parsePhone,
  phoneExists,
  PHONE_TOKEN_TYPE,
  phoneLoginsDisabled,
  phoneProviderEnabled,
  reservePhoneText,
  savePhoneCode,
  textCode,
  unsupportedPhoneProvider,
} from "./phone";
import type { PhoneFlowContext, PhoneType } from "./phone";
import { checkSignUpCeiling } from "./signup";
import { markConfirmed, type UserRow } from "./users";

/** Texts a prepared code; a code that could not go is taken back (and a new account with it). */
async function sendPrepared(
  ctx: PhoneFlowContext,
  req: IncomingMessage,
  prepared: { userId: string; code: string; created: boolean } | null,
  phone: string,
  type: PhoneType,
): Promise<void> {
  if (!prepared) return;
  try {
    await textCode(ctx, req, prepared.userId, phone, prepared.code, type);
  } catch (error) {
    if (prepared.created) {
      await ctx.db.query("delete from auth.users where id = $1", [prepared.userId]);
    } else {
      await dropPhoneCode(ctx, prepared.userId, type);
      if (type === "phone_change") {
        await ctx.db.query("update auth.users set phone_change = '' where id = $1", [
          prepared.userId,
        ]);
      }
    }
    throw error;
  }
}

/**
 * `POST /otp` with a phone, in GoTrue's order: channel and number, the provider, then (unless
 * `create_user` is false and the number is unknown) the number's pace and the ceilings, counted
 * alike for known and unknown numbers, a new account for a new number, and a code texted through
 * the Send SMS hook. Answers `{}` either way.
 */
export async function phoneOtp(
  ctx: PhoneFlowContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
): Promise<Record<string, never>> {
  checkChannel(body.channel);
  // As GoTrue: an unknown number with create_user false is refused before the provider is asked.
  if (body.create_user === false) {
    const number = checkPhone(body.phone);
    if (!(await ctx.db.transaction((tx) => findUserByPhone(tx, number)))) throw otpDisabled();
  }
  if (!phoneProviderEnabled(ctx.config)) throw unsupportedPhoneProvider();
  const phone = parsePhone(ctx.config, body.phone);
  const metadata = dataObject(body.data);
  const prepared = await ctx.db.transaction(async (tx) => {
    const known = await findUserByPhone(tx, phone);
    if (!known && (body.create_user === false || !ctx.config.enableSignup)) throw otpDisabled();
    await reservePhoneText(ctx, tx, req, phone);
    if (!known) await checkSignUpCeiling(ctx, tx);
    const user = known ?? (await insertPhoneUser(tx, phone, { userMetadata: metadata }));
    const code = await savePhoneCode(ctx, tx, user.id, phone, "sms");
    return { userId: user.id, code, created: !known };
  });
  await sendPrepared(ctx, req, prepared, phone, "sms");
  return {};
}

/**
 * `POST /resend` of a phone code: a new code to a number whose sign-up (`sms`) or change
 * (`phone_change`) is pending. Counted and answered alike whether or not one is.
 */
export async function resendPhone(
  ctx: PhoneFlowContext,
  req: IncomingMessage,
  type: PhoneType,
  value: unknown,
): Promise<Record<string, never>> {
  if (!phoneProviderEnabled(ctx.config)) throw phoneLoginsDisabled();
  const phone = parsePhone(ctx.config, value);
  const prepared = await ctx.db.transaction(async (tx) => {
    await reservePhoneText(ctx, tx, req, phone);
    const pending =
      type === "sms"
        ? "select id from auth.users where phone = $1 and phone_confirmed_at is null"
        : "select id from auth.users where phone_change = $1";
    const user = (await tx.query<{ id: string }>(pending, [phone])).rows[0];
    if (!user) return null;
    return {
      userId: user.id,
      code: await savePhoneCode(ctx, tx, user.id, phone, type),
      created: false,
    };
  });
  await sendPrepared(ctx, req, prepared, phone, type);
  return {};
}

/**
 * `PUT /user {phone}`: the new number is pending (`phone_change`) until the code texted to it is
 * verified with `type: "phone_change"`; a number another account has is GoTrue's 422
 * `phone_exists`. The same number again changes nothing.
 */
export async function startPhoneChange(
  ctx: PhoneFlowContext,
  req: IncomingMessage,
  userId: string,
  value: unknown,
): Promise<void> {
  if (!phoneProviderEnabled(ctx.config)) throw phoneLoginsDisabled();
  const phone = parsePhone(ctx.config, value);
  const prepared = await ctx.db.transaction(async (tx) => {
    const user = (
      await tx.query<UserRow>("select * from auth.users where id = $1 for update", [userId])
    ).rows[0]!;
    if (user.phone === phone) return null;
    const taken = await tx.query("select 1 from auth.users where phone = $1 and id <> $2", [
      phone,
      userId,
    ]);
    if (taken.rows.length > 0) throw phoneExists();
    await reservePhoneText(ctx, tx, req, phone);
    const code = await savePhoneCode(ctx, tx, userId, phone, "phone_change");
    await tx.query(
      "update auth.users set phone_change = $2, phone_change_sent_at = now() where id = $1",
      [userId, phone],
    );
    return { userId, code, created: false };
  });
  await sendPrepared(ctx, req, prepared, phone, "phone_change");
}

/** Marks the account's number confirmed, on the account and its phone identity. */
async function confirmPhone(tx: Transaction, userId: string): Promise<void> {
  await markConfirmed(tx, userId, "phone");
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"phone_verified": true}'::jsonb,
       updated_at = now()
     where user_id = $1 and provider = 'phone'`,
    [userId],
  );
}

/** Moves the account to its pending number, confirmed, and its phone identity with it. */
async function movePhone(tx: Transaction, userId: string, phone: string): Promise<void> {
  const taken = await tx.query("select 1 from auth.users where phone = $1 and id <> $2", [
    phone,
    userId,
  ]);
  if (taken.rows.length > 0) throw phoneExists();
  await tx.query(
    `update auth.users set phone = $2, phone_change = '', phone_change_sent_at = null,
       phone_confirmed_at = now()
     where id = $1`,
    [userId, phone],
  );
  const data = JSON.stringify({ sub: userId, phone, email_verified: false, phone_verified: true });
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'phone' returning id`,
    [userId, data],
  );
  if (updated.rows.length === 0) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider)
       values ($1::text, $1::uuid, $2, 'phone')`,
      [userId, data],
    );
  }
  await tx.query(
    `update auth.users
     set raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
       coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || '["phone"]'::jsonb)
     where id = $1 and not coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) ? 'phone'`,
    [userId],
  );
}

/**
 * `POST /verify {type: "sms" | "phone_change", phone, token}`: the code is checked in a
 * transaction of its own (five wrong codes kill it, as e-mailed codes), then redeemed for a
 * session; a sign-in code confirms the number, a change code moves the account to it.
 */
export async function verifyPhone(
  ctx: PhoneFlowContext,
  req: IncomingMessage,
  type: PhoneType,
  value: unknown,
  token: string,
) {
  const phone = checkPhone(value);
  const code = token.trim();
  const ttl = ctx.config.sms.otpExpirySeconds;
  const types = [PHONE_TOKEN_TYPE[type]];
  const network = clientNetwork(clientAddress(req));
  const checked = await ctx.db.transaction((tx) =>
    checkEmailCode(tx, phone, code, types, ttl, network),
  );
  if (checked === "dead") throw codeUsedUp();
  if (checked === "wrong") throw codeExpired();
  return ctx.db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(tx, proofOfCode(phone, code), types, ttl);
    if (!consumed) throw codeExpired();
    if (type === "sms") await confirmPhone(tx, consumed.userId);
    else await movePhone(tx, consumed.userId, consumed.to);
    return ctx.sessions.issueSession(tx, consumed.userId, "otp", req);
  });
}
