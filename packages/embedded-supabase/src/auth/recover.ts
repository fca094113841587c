import type { IncomingMessage } from "node:http";

import { requestIdOf } from "../log/backend";
import { deliver } from "../mail/deliver";
import type { EmailFlowContext } from "./context";
import { findUserByEmail, prepareMail, repeatsLiveCode } from "./email-messages";
import { parseEmail, readJsonObject } from "./input";
import { readPkceChallenge } from "./pkce";

/**
 * `POST /recover`: a recovery link, if the address has an account and no live code (the answer
 * is the same).
 */
export async function recover(ctx: EmailFlowContext, req: IncomingMessage, url: URL) {
  const body = await readJsonObject(req);
  const email = parseEmail(body.email, "Password recovery requires an email");
  const pkce = readPkceChallenge(body);
  ctx.throttle.sendEmail(req, email);
  const mail = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || (await repeatsLiveCode(ctx, tx, user))) return null;
    return prepareMail(ctx, tx, user, "recovery", pkce, url.searchParams.get("redirect_to"));
  });
  if (mail) await deliver(ctx.sendMail, [mail], requestIdOf(req));
  return {};
}
