import type { Transaction } from "../db/database";
import { checkMailPace, reserveMail } from "../mail/quota";
import type { MailKind, MailMessage } from "../mail/types";
import type { EmailFlowContext } from "./context";
import { startEmailChange } from "./email-change";
import { allowedRedirect, linkFor } from "./email-links";
import { hasLiveCode, newEmailToken, saveEmailToken } from "./email-tokens";
import type { OneTimeTokenType } from "./email-tokens";
import { saveFlowState } from "./pkce";
import type { PkceChallenge } from "./pkce";
import type { EmailUserRow, UserRow } from "./users";

/** The token each kind of e-mail (but an e-mail change, which has two) is redeemed by. */
const TOKEN_TYPE_OF: Record<Exclude<MailKind, "email_change">, OneTimeTokenType> = {
  signup: "confirmation_token",
  invite: "confirmation_token",
  magiclink: "recovery_token",
  recovery: "recovery_token",
  reauthentication: "reauthentication_token",
};

/** The account of an address (already lower-cased by `parseEmail`), if there is one. */
export async function findUserByEmail(
  tx: Transaction,
  email: string,
): Promise<EmailUserRow | undefined> {
  return (await tx.query<EmailUserRow>("select * from auth.users where lower(email) = $1", [email]))
    .rows[0];
}

/**
 * Whether a request for a recovery or magic link to `user` repeats one whose code is still live,
 * and so sends nothing (see `hasLiveCode`); within the address's pace it is refused as a send is.
 */
export async function repeatsLiveCode(
  ctx: Pick<EmailFlowContext, "config" | "mailQuota">,
  tx: Transaction,
  user: { id: string; email: string },
): Promise<boolean> {
  if (!(await hasLiveCode(tx, user.id, "recovery_token", ctx.config.otpExpirySeconds))) {
    return false;
  }
  await checkMailPace(tx, user.email, ctx.mailQuota);
  return true;
}

/**
 * Saves a new code for `user` (and the PKCE flow, if any), takes the e-mail out of the mail
 * quotas and returns it to send.
 */
export async function prepareMail(
  ctx: Pick<EmailFlowContext, "config" | "mailQuota">,
  tx: Transaction,
  user: { id: string; email: string },
  kind: Exclude<MailKind, "email_change">,
  pkce: PkceChallenge | null,
  redirectTo: string | null | undefined,
): Promise<MailMessage> {
  const token = newEmailToken(user.email, pkce !== null);
  await saveEmailToken(tx, user.id, TOKEN_TYPE_OF[kind], user.email, token);
  if (pkce) await saveFlowState(tx, user.id, kind, pkce);
  await reserveMail(tx, user.id, user.email, ctx.mailQuota);
  return {
    kind,
    userId: user.id,
    to: user.email,
    code: token.code,
    link: linkFor(ctx.config, kind, redirectTo, token),
    tokenHash: token.tokenHash,
    email: user.email,
    newEmail: "",
    redirectTo: allowedRedirect(ctx.config, redirectTo, "/").toString(),
  };
}

/**
 * Records a pending e-mail change, takes its e-mails (one per address to confirm) out of the mail
 * quotas and returns them.
 */
export async function prepareEmailChange(
  ctx: Pick<EmailFlowContext, "config" | "mailQuota">,
  tx: Transaction,
  user: UserRow,
  newEmail: string,
  pkce: PkceChallenge | null,
  redirectTo: string | null | undefined,
): Promise<MailMessage[]> {
  const { config } = ctx;
  const links = await startEmailChange(
    tx,
    user,
    newEmail,
    config.doubleConfirmChanges,
    pkce !== null,
  );
  if (pkce) await saveFlowState(tx, user.id, "email_change", pkce);
  for (const { to } of links) await reserveMail(tx, user.id, to, ctx.mailQuota);
  const messages: MailMessage[] = links.map(({ to, token }) => ({
    kind: "email_change" as const,
    userId: user.id,
    to,
    code: token.code,
    link: linkFor(config, "email_change", redirectTo, token),
    tokenHash: token.tokenHash,
    email: user.email ?? "",
    newEmail,
    redirectTo: allowedRedirect(config, redirectTo, "/").toString(),
  }));
  const [toNew, toCurrent] = messages;
  if (toNew && toCurrent) {
    toNew.currentAddress = { code: toCurrent.code, tokenHash: toCurrent.tokenHash };
    toCurrent.confirmsCurrent = true;
  }
  return messages;
}
