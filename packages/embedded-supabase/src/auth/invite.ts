import type { IncomingMessage } from "node:http";

import { isObject } from "../http/http";
import { requestIdOf } from "../log/backend";
import { deliver } from "../mail/deliver";
import { emailExists, insertUser } from "./admin";
import type { EmailFlowContext } from "./context";
import { findUserByEmail, prepareMail } from "./email-messages";
import { hasValue, parseEmail, readJsonObject, validationError } from "./input";
import { userJson } from "./users";
import type { UserRow } from "./users";

/**
 * `POST /invite` (secret key): an account for the address unless it has one, and an invitation
 * to it; an address whose account is confirmed is refused.
 */
export async function invite(ctx: EmailFlowContext, req: IncomingMessage, url: URL) {
  const body = await readJsonObject(req);
  const email = parseEmail(body.email, "An email address is required");
  if (hasValue(body.data) && !isObject(body.data)) {
    throw validationError(400, "data must be a JSON object");
  }
  const redirectTo = url.searchParams.get("redirect_to");
  const { row, mail } = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) throw emailExists();
    user ??= await insertUser(tx, {
      email,
      confirmed: false,
      userMetadata: isObject(body.data) ? body.data : undefined,
    });
    const mail = await prepareMail(ctx, tx, user, "invite", null, redirectTo);
    const invited = await tx.query<UserRow>(
      "update auth.users set invited_at = now() where id = $1 returning *",
      [user.id],
    );
    return { row: invited.rows[0]!, mail };
  });
  await deliver(ctx.sendMail, [mail], requestIdOf(req));
  return userJson(row);
}
