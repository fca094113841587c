import type { IncomingMessage } from "node:http";

import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";
import { requestIdOf } from "../log/backend";
import { deliver } from "../mail/deliver";
import { insertUser } from "./admin";
import type { AuthContext, EmailFlowContext } from "./context";
import { findUserByEmail, prepareMail, repeatsLiveCode } from "./email-messages";
import { dataObject, hasValue, parseEmail, readJsonObject, validationError } from "./input";
import { otpDisabled } from "./phone";
import { phoneOtp } from "./phone-otp";
import { checkSignUpCeiling } from "./signup";
import { readPkceChallenge } from "./pkce";
import type { PkceChallenge } from "./pkce";
import { markEmailConfirmed } from "./users";
import type { EmailUserRow } from "./users";

interface OtpInput {
  email: string;
  pkce: PkceChallenge | null;
  /** `create_user`: whether a new address is signed up (the default) or refused. */
  createUser: boolean;
  metadata: Record<string, unknown> | undefined;
}

/** GoTrue's checks of a `POST /otp` body, in its order; a phone never gets past them. */
function otpInput(ctx: EmailFlowContext, body: Record<string, unknown>): OtpInput {
  if (hasValue(body.email) && hasValue(body.phone)) {
    throw validationError(400, "Only an email address or phone number should be provided");
  }
  if (hasValue(body.email) && hasValue(body.channel)) {
    throw validationError(400, "Channel should only be specified with Phone OTP");
  }
  const pkce = readPkceChallenge(body);
  if (!hasValue(body.email)) throw validationError(400, "One of email or phone must be set");
  if (!ctx.config.emailSignupEnabled) {
    throw new AuthApiError(400, "email_provider_disabled", "Email logins are disabled");
  }
  const email = parseEmail(body.email, "An email address is required");
  return { email, pkce, createUser: body.create_user !== false, metadata: dataObject(body.data) };
}

/**
 * The account the code goes to: signed up first when new (within the site-wide ceiling on new
 * accounts, as `/signup`), confirmed when auto-confirming.
 */
async function otpUser(
  ctx: EmailFlowContext,
  tx: Transaction,
  input: OtpInput,
): Promise<EmailUserRow & { created?: true }> {
  const { config } = ctx;
  const { email } = input;
  const user = await findUserByEmail(tx, email);
  if (!user) {
    if (!input.createUser || !config.enableSignup) throw otpDisabled();
    await checkSignUpCeiling(ctx, tx);
    const created = await insertUser(tx, {
      email,
      confirmed: !config.enableConfirmations,
      userMetadata: input.metadata,
      identityClaims: true,
    });
    return { ...created, created: true };
  }
  if (!user.email_confirmed_at && !config.enableConfirmations) {
    await markEmailConfirmed(tx, user.id);
    return (await findUserByEmail(tx, email))!;
  }
  return user;
}

/**
 * `POST /otp`, checked in GoTrue's order. With an e-mail: a magic link and code to a confirmed
 * account, unless its last one is still live. A new or unconfirmed address is signed up first (unless `create_user` is false):
 * with confirmations on it gets a sign-up confirmation, which signs in too; auto-confirmed, as
 * GoTrue's sign-up does, its account is confirmed and it gets the magic link.
 */
export async function otp(ctx: AuthContext, req: IncomingMessage, url: URL) {
  const body = await readJsonObject(req);
  if (hasValue(body.phone) && !hasValue(body.email)) return phoneOtp(ctx, req, body);
  const input = otpInput(ctx, body);
  const redirectTo = url.searchParams.get("redirect_to");
  ctx.throttle.sendEmail(req, input.email);
  const { user, mail } = await ctx.db.transaction(async (tx) => {
    const user = await otpUser(ctx, tx, input);
    const kind = user.email_confirmed_at ? "magiclink" : "signup";
    if (kind === "magiclink" && (await repeatsLiveCode(ctx, tx, user))) return { user, mail: null };
    return { user, mail: await prepareMail(ctx, tx, user, kind, input.pkce, redirectTo) };
  });
  if (!mail) return {};
  try {
    await deliver(ctx.sendMail, [mail], requestIdOf(req));
  } catch (error) {
    // A mail that cannot go (the mailer) leaves no account behind that nobody can reach.
    if (user.created) await ctx.db.query("delete from auth.users where id = $1", [user.id]);
    throw error;
  }
  return {};
}
