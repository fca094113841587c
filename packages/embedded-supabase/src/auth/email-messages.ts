import type { Transaction } from "../db/database";
import type { MailKind, MailMessage } from "../mail/types";
import type { EmailFlowContext } from "./context";
import { startEmailChange } from "./email-change";
import { allowedRedirect, linkFor } from "./email-links";
import { newEmailToken, saveEmailToken } from "./email-tokens";
import type { OneTimeTokenType } from "./email-tokens";
import { saveFlowState } from "./pkce";
import type { PkceChallenge } from "./pkce";
import type { UserRow } from "./users";

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
): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>("select * from auth.users where lower(email) = $1", [email]))
    .rows[0];
}

/** Saves a new code for `user` (and the PKCE flow, if any) and returns the e-mail to send. */
export async function prepareMail(
  ctx: Pick<EmailFlowContext, "config">,
  tx: Transaction,
  user: { id: string; email: string },
  kind: Exclude<MailKind, "email_change">,
  pkce: PkceChallenge | null,
  redirectTo: string | null | undefined,
): Promise<MailMessage> {
  const token = newEmailToken(user.email, pkce !== null);
  await saveEmailToken(tx, user.id, TOKEN_TYPE_OF[kind], user.email, token);
  if (pkce) await saveFlowState(tx, user.id, kind, pkce);
  return {
    kind,
    to: user.email,
    code: token.code,
    link: linkFor(ctx.config, kind, redirectTo, token),
    tokenHash: token.tokenHash,
    email: user.email,
    newEmail: "",
    redirectTo: allowedRedirect(ctx.config, redirectTo, "/").toString(),
  };
}

/** Records a pending e-mail change and returns its e-mails (one per address to confirm). */
export async function prepareEmailChange(
  ctx: Pick<EmailFlowContext, "config">,
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
  return links.map(({ to, token }) => ({
    kind: "email_change" as const,
    to,
    code: token.code,
    link: linkFor(config, "email_change", redirectTo, token),
    tokenHash: token.tokenHash,
    email: user.email,
    newEmail,
    redirectTo: allowedRedirect(config, redirectTo, "/").toString(),
  }));
}
