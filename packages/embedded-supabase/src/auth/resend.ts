import type { IncomingMessage } from "node:http";

import { requestIdOf } from "../log/backend";
import { deliver } from "../mail/deliver";
import type { MailMessage } from "../mail/types";
import type { AuthContext } from "./context";
import { findUserByEmail, prepareEmailChange, prepareMail } from "./email-messages";
import { hasValue, parseEmail, readJsonObject, validationError } from "./input";
import { isPhoneType } from "./phone";
import { resendPhone } from "./phone-otp";
import { readPkceChallenge } from "./pkce";

/** GoTrue's checks of a `POST /resend` body, in its order; answers the type asked for. */
function resendType(
  body: Record<string, unknown>,
): "signup" | "email_change" | "sms" | "phone_change" {
  const type = body.type;
  if (type !== "signup" && type !== "email_change" && !isPhoneType(type)) {
    throw validationError(
      400,
      "Missing one of these types: signup, email_change, sms, phone_change",
    );
  }
  if (type === "sms" && !hasValue(body.phone)) {
    throw validationError(400, "Type provided requires a phone number");
  }
  if (hasValue(body.email) && hasValue(body.phone)) {
    throw validationError(400, "Only an email address or phone number should be provided.");
  }
  return type;
}

/** `POST /resend`: a new sign-up confirmation, new e-mail change links, or a new texted code. */
export async function resend(ctx: AuthContext, req: IncomingMessage, url: URL) {
  const body = await readJsonObject(req);
  const type = resendType(body);
  if (hasValue(body.phone)) {
    if (!isPhoneType(type)) throw validationError(400, "Type provided requires an email address");
    return resendPhone(ctx, req, type, body.phone);
  }
  if (type === "phone_change") throw validationError(400, "Type provided requires a phone number");
  const email = parseEmail(body.email, "Type provided requires an email address");
  const pkce = readPkceChallenge(body);
  const redirectTo = url.searchParams.get("redirect_to");
  ctx.throttle.sendEmail(req, email);
  const mails = await ctx.db.transaction(async (tx): Promise<MailMessage[]> => {
    const user = await findUserByEmail(tx, email);
    // As GoTrue does, nothing tells whether the address has an account or anything pending.
    if (!user) return [];
    if (type === "signup") {
      return user.email_confirmed_at
        ? []
        : [await prepareMail(ctx, tx, user, "signup", pkce, redirectTo)];
    }
    return user.email_change
      ? prepareEmailChange(ctx, tx, user, user.email_change, pkce, redirectTo)
      : [];
  });
  await deliver(ctx.sendMail, mails, requestIdOf(req));
  return {};
}
