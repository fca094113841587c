import type { IncomingMessage } from "node:http";

import { clientNetwork } from "@gurukul/shared";

import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";
import { requestIdOf } from "../log/backend";
import { deliver } from "../mail/deliver";
import { reserveMail } from "../mail/quota";
import type { AuthContext } from "./context";
import { checkEmailCode, consumeEmailToken, newEmailToken, proofOfCode } from "./email-tokens";
import { saveEmailToken } from "./email-tokens";
import { clientAddress } from "./limits";
import type { SessionRow, UserRow } from "./users";

/** A session younger than this changes its password without a code, as GoTrue allows. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

const REAUTHENTICATION = ["reauthentication_token"] as const;

/**
 * `GET /reauthenticate`: e-mails the signed-in user a 6-digit code (the `nonce` of a password
 * change), replacing any earlier one. Only to a confirmed address, at most once per
 * `max_frequency`.
 */
export async function reauthenticate(ctx: AuthContext, req: IncomingMessage) {
  const message = await ctx.db.transaction(async (tx) => {
    const { user } = await ctx.sessions.authenticate(tx, req);
    if (!user.email) {
      throw new AuthApiError(
        422,
        "validation_failed",
        "Reauthentication requires the user to have an email or a phone number",
      );
    }
    if (!user.email_confirmed_at) {
      throw new AuthApiError(400, "email_not_confirmed", "Please verify your email first.");
    }
    ctx.throttle.sendEmail(req, `reauthentication:${user.id}`);
    const token = newEmailToken(user.email, false);
    await saveEmailToken(tx, user.id, "reauthentication_token", user.email, token);
    await tx.query("update auth.users set reauthentication_sent_at = now() where id = $1", [
      user.id,
    ]);
    await reserveMail(tx, user.id, user.email, ctx.mailQuota);
    return {
      kind: "reauthentication" as const,
      userId: user.id,
      to: user.email,
      code: token.code,
      link: "",
      tokenHash: "",
      email: user.email,
      newEmail: "",
      redirectTo: ctx.config.siteUrl,
    };
  });
  await deliver(ctx.sendMail, [message], requestIdOf(req));
  return {};
}

/**
 * Whether a password change from `session` needs a reauthentication code: with
 * `secure_password_change` on, once the session is more than a day old.
 */
export function needsReauthentication(ctx: AuthContext, session: SessionRow): boolean {
  return (
    ctx.config.securePasswordChange && Date.now() - session.created_at.getTime() > RECENT_SIGN_IN_MS
  );
}

/**
 * Checks the `nonce` of a password change, in a transaction of its own so a wrong one counts
 * against the code (5 wrong and it is gone) even though the request fails.
 */
export async function checkNonce(
  ctx: AuthContext,
  req: IncomingMessage,
  user: UserRow,
  nonce: unknown,
): Promise<void> {
  if (typeof nonce !== "string" || nonce === "") {
    throw new AuthApiError(
      400,
      "reauthentication_needed",
      "Password update requires reauthentication",
    );
  }
  ctx.throttle.verifyToken(req);
  const verdict = await ctx.db.transaction((tx) =>
    checkEmailCode(
      tx,
      user.email ?? "",
      nonce,
      REAUTHENTICATION,
      ctx.config.otpExpirySeconds,
      clientNetwork(clientAddress(req)),
    ),
  );
  if (verdict !== "ok") {
    throw new AuthApiError(400, "reauthentication_not_valid", "Nonce has expired or is invalid");
  }
}

/** Uses up the code `checkNonce` accepted; false when another request used it first. */
export async function consumeNonce(
  ctx: AuthContext,
  tx: Transaction,
  user: UserRow,
  nonce: string,
): Promise<boolean> {
  const used = await consumeEmailToken(
    tx,
    proofOfCode(user.email ?? "", nonce),
    REAUTHENTICATION,
    ctx.config.otpExpirySeconds,
  );
  if (used) {
    await tx.query("update auth.users set reauthentication_sent_at = null where id = $1", [
      user.id,
    ]);
  }
  return used !== null;
}
