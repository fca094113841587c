import type { IncomingMessage } from "node:http";

import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";
import { isObject } from "../http/http";
import { checkNewPassword, emailExists, insertUser } from "./admin";
import type { EmailFlowContext } from "./context";
import { startEmailChange } from "./email-change";
import { allowedRedirect, confirmationUrl } from "./email-links";
import { findUserByEmail } from "./email-messages";
import { newEmailToken, saveEmailToken } from "./email-tokens";
import type { EmailToken } from "./email-tokens";
import { parseEmail, readJsonObject, validationError } from "./input";
import { userJson } from "./users";
import type { EmailUserRow, UserRow } from "./users";

const LINK_TYPES = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change_current",
  "email_change_new",
] as const;

type LinkType = (typeof LINK_TYPES)[number];

/** The token a link carries and the `type` its `/verify` URL names. */
type LinkToken = { token: EmailToken; linkType: string };

/** A sign-up, an invitation, or a magic link to an address with no account: a new account. */
async function newAccountLink(
  ctx: EmailFlowContext,
  tx: Transaction,
  type: LinkType,
  email: string,
  existing: EmailUserRow | undefined,
  body: Record<string, unknown>,
): Promise<LinkToken & { user: EmailUserRow }> {
  if (existing?.email_confirmed_at) throw emailExists();
  const password =
    type === "signup"
      ? checkNewPassword(
          body.password,
          ctx.config.minimumPasswordLength,
          "Signup requires a valid password",
        )
      : undefined;
  const user =
    existing ??
    (await insertUser(tx, {
      email,
      password,
      confirmed: false,
      userMetadata: isObject(body.data) ? body.data : undefined,
    }));
  const token = newEmailToken(user.email, false);
  await saveEmailToken(tx, user.id, "confirmation_token", user.email, token);
  if (type === "invite") {
    await tx.query("update auth.users set invited_at = now() where id = $1", [user.id]);
  }
  return { user, token, linkType: type };
}

/** Recovery, a magic link or an e-mail change of an existing account. */
async function accountLink(
  ctx: EmailFlowContext,
  tx: Transaction,
  type: LinkType,
  user: EmailUserRow,
  body: Record<string, unknown>,
): Promise<LinkToken> {
  if (type === "magiclink" || type === "recovery") {
    const token = newEmailToken(user.email, false);
    await saveEmailToken(tx, user.id, "recovery_token", user.email, token);
    return { token, linkType: type };
  }
  const newEmail = parseEmail(body.new_email, "The new email address provided is invalid");
  if (newEmail === user.email) throw emailExists();
  const taken = await tx.query("select 1 from auth.users where lower(email) = $1 and id <> $2", [
    newEmail,
    user.id,
  ]);
  if (taken.rows.length > 0) throw emailExists();
  const current = type === "email_change_current";
  const links = await startEmailChange(
    tx,
    user,
    newEmail,
    ctx.config.doubleConfirmChanges || current,
  );
  const token = links.find((link) => link.to === (current ? user.email : newEmail))!.token;
  return { token, linkType: "email_change" };
}

/** The link of `type` for `email`, saved as an e-mail would save it, and the account after. */
async function makeLink(
  ctx: EmailFlowContext,
  tx: Transaction,
  type: LinkType,
  email: string,
  body: Record<string, unknown>,
): Promise<LinkToken & { row: UserRow }> {
  const existing = await findUserByEmail(tx, email);
  let userId: string;
  let link: LinkToken;
  if (type === "signup" || type === "invite" || (type === "magiclink" && !existing)) {
    const made = await newAccountLink(ctx, tx, type, email, existing, body);
    userId = made.user.id;
    link = made;
  } else {
    // Recovery and e-mail changes need an account; a magic link makes one, as GoTrue does.
    if (!existing) throw new AuthApiError(404, "user_not_found", "User with this email not found");
    userId = existing.id;
    link = await accountLink(ctx, tx, type, existing, body);
  }
  const row = (await tx.query<UserRow>("select * from auth.users where id = $1", [userId]))
    .rows[0]!;
  return { row, token: link.token, linkType: link.linkType };
}

/**
 * `POST /admin/generate_link`: the link and code an e-mail would carry, without sending it, in
 * GoTrue's shape (the user's fields plus `action_link`, `email_otp`, `hashed_token`, …).
 */
export async function generateLink(ctx: EmailFlowContext, req: IncomingMessage, url: URL) {
  const body = await readJsonObject(req);
  const type = body.type;
  if (typeof type !== "string" || !(LINK_TYPES as readonly string[]).includes(type)) {
    throw validationError(400, `Invalid email action link type requested: ${String(type)}`);
  }
  const email = parseEmail(body.email, "An email address is required");
  const redirectTo =
    url.searchParams.get("redirect_to") ??
    (typeof body.redirect_to === "string" ? body.redirect_to : null);
  const result = await ctx.db.transaction((tx) => makeLink(ctx, tx, type as LinkType, email, body));
  const redirect = allowedRedirect(ctx.config, redirectTo, "/").toString();
  return {
    ...userJson(result.row),
    action_link: confirmationUrl(ctx.config, redirect, result.token.tokenHash, result.linkType),
    email_otp: result.token.code,
    hashed_token: result.token.tokenHash,
    verification_type: type,
    redirect_to: redirect,
  };
}
