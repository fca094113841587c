import { randomInt } from "node:crypto";
import type { IncomingMessage } from "node:http";

import { clientNetwork } from "@gurukul/shared";

import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";
import type { AuthContext } from "./context";
import { newEmailToken, saveEmailToken } from "./email-tokens";
import type { OneTimeTokenType } from "./email-tokens";
import { invokeHook } from "./hooks";
import { validationError } from "./input";
import { clientAddress } from "./limits";
import { reserveSms } from "./sms-quota";
import { identitiesOf, userJson } from "./users";
import type { AuthConfig, UserRow } from "./users";

/** GoTrue's phone verification types. */
const PHONE_TYPES = ["sms", "phone_change"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export function isPhoneType(type: unknown): type is PhoneType {
  return (PHONE_TYPES as readonly unknown[]).includes(type);
}

/** What the phone flows work over. */
export type PhoneFlowContext = Pick<
  AuthContext,
  "db" | "config" | "throttle" | "sessions" | "smsQuota" | "log"
>;

/** The token a texted code of each kind is saved as (GoTrue's one_time_tokens types). */
export const PHONE_TOKEN_TYPE: Record<PhoneType, OneTimeTokenType> = {
  sms: "confirmation_token",
  phone_change: "phone_change_token",
};

/** Whether phone sign-in is on: `[auth.sms] enable_signup` with a Send SMS hook to text through. */
export function phoneProviderEnabled(config: AuthConfig): boolean {
  return config.sms.enableSignup && config.sendSmsHook.enabled;
}

/** GoTrue's answer to a resend or a change of number while the phone provider is off. */
export function phoneLoginsDisabled(): AuthApiError {
  return new AuthApiError(400, "phone_provider_disabled", "Phone logins are disabled");
}

/** GoTrue's answer to `POST /otp` with a phone while the phone provider is off. */
export function unsupportedPhoneProvider(): AuthApiError {
  return new AuthApiError(400, "phone_provider_disabled", "Unsupported phone provider");
}

export function otpDisabled(): AuthApiError {
  return new AuthApiError(422, "otp_disabled", "Signups not allowed for otp");
}

/** GoTrue's check of a phone number: E.164 once `+` and spaces are dropped; answers that form. */
export function checkPhone(value: unknown): string {
  const phone = String(value).replace(/^\+/, "").replaceAll(" ", "");
  if (!/^[1-9]\d{1,14}$/.test(phone)) {
    throw validationError(400, "Invalid phone number format (E.164 required)");
  }
  return phone;
}

/**
 * A number the backend texts: valid E.164, with one of the allowed calling codes (`[auth.sms]
 * country_codes`, only India's 91 by default), so no request can make it text the world.
 */
export function parsePhone(config: AuthConfig, value: unknown): string {
  const phone = checkPhone(value);
  if (!config.sms.countryCodes.some((code) => phone.startsWith(code))) {
    throw validationError(422, "Phone numbers of this country are not accepted");
  }
  return phone;
}

/** GoTrue's check of `channel`: a text, or WhatsApp where the gateway offers it. */
export function checkChannel(value: unknown): void {
  if (value === undefined || value === null || value === "sms" || value === "whatsapp") return;
  throw validationError(400, "Invalid channel, supported values are 'sms' or 'whatsapp'");
}

export async function findUserByPhone(
  tx: Transaction,
  phone: string,
): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>("select * from auth.users where phone = $1", [phone])).rows[0];
}

/**
 * Takes one text to `phone` out of the number's pace and the ceilings (see `reserveSms`), before
 * anything tells whether the number has an account.
 */
export async function reservePhoneText(
  ctx: PhoneFlowContext,
  tx: Transaction,
  req: IncomingMessage,
  phone: string,
): Promise<void> {
  await reserveSms(tx, phone, clientNetwork(clientAddress(req)), ctx.smsQuota);
}

/** Saves a new code of `type` for the account, texted to `phone`; answers the code. */
export async function savePhoneCode(
  ctx: PhoneFlowContext,
  tx: Transaction,
  userId: string,
  phone: string,
  type: PhoneType,
): Promise<string> {
  const code = Array.from({ length: ctx.config.sms.otpLength }, () => randomInt(0, 10)).join("");
  // The token's link half is random and never sent: a texted code is only ever typed.
  await saveEmailToken(tx, userId, PHONE_TOKEN_TYPE[type], phone, {
    ...newEmailToken(phone, false),
    code,
  });
  return code;
}

/**
 * Texts `code` to `phone` through the Send SMS hook with GoTrue's payload (`user`, `sms`). The
 * hook's failure is the request's, as GoTrue answers it.
 */
export async function textCode(
  ctx: PhoneFlowContext,
  req: IncomingMessage,
  userId: string,
  phone: string,
  code: string,
  type: PhoneType,
): Promise<void> {
  const user = await ctx.db.transaction(async (tx) => {
    const row = (await tx.query<UserRow>("select * from auth.users where id = $1", [userId]))
      .rows[0]!;
    return userJson(row, await identitiesOf(tx, userId));
  });
  const sms = { otp: code, phone, sms_type: type === "sms" ? "confirmation" : "phone_change" };
  await invokeHook(
    { settings: ctx.config.sendSmsHook, timeoutMs: ctx.config.hookTimeoutMs, log: ctx.log },
    "send-sms",
    { user, sms },
    clientAddress(req),
  );
}

/** Takes back a code the hook could not text, so none is left that nobody received. */
export async function dropPhoneCode(
  ctx: PhoneFlowContext,
  userId: string,
  type: PhoneType,
): Promise<void> {
  await ctx.db.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [
    userId,
    PHONE_TOKEN_TYPE[type],
  ]);
}
