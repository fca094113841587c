import type { IncomingMessage } from "node:http";

import { AuthApiError } from "../http/errors";
import { requestIdOf } from "../log/backend";
import { deliver } from "../mail/deliver";
import type { MailMessage } from "../mail/types";
import { checkNewPassword, emailExists } from "./admin";
import type { AuthContext } from "./context";
import { prepareEmailChange } from "./email-messages";
import { dataObject, hasValue, parseEmail, readJsonObject } from "./input";
import { startPhoneChange } from "./phone-otp";
import { compare, hash } from "./password-hashing";
import { checkNonce, consumeNonce, needsReauthentication } from "./reauthenticate";
import { readPkceChallenge } from "./pkce";
import { BCRYPT_COST, checkMetadataSize, identitiesOf, userJson } from "./users";
import type { Metadata, UserRow } from "./users";

/** `GET /user`: the user of the access token. */
export async function getUser(ctx: AuthContext, req: IncomingMessage) {
  return ctx.db.transaction(async (tx) => {
    const { user } = await ctx.sessions.authenticate(tx, req);
    return userJson(user, await identitiesOf(tx, user.id));
  });
}

/**
 * `PUT /user`: metadata, password (other sessions end), e-mail (pending until confirmed) and
 * phone (pending until its texted code is verified). At
 * most `userUpdates` an hour per account; with `secure_password_change`, a session over a day old
 * changes its password only with the code `GET /reauthenticate` sent (`nonce`).
 */
export async function updateUser(ctx: AuthContext, req: IncomingMessage, url: URL) {
  const body = await readJsonObject(req);
  const data = dataObject(body.data);
  const email =
    body.email === undefined ? undefined : parseEmail(body.email, "Email cannot be empty");
  const password =
    body.password === undefined
      ? undefined
      : checkNewPassword(
          body.password,
          ctx.config.minimumPasswordLength,
          "Password cannot be empty",
        );

  const caller = await ctx.db.transaction((tx) => ctx.sessions.authenticate(tx, req));
  ctx.throttle.updateUser(caller.user.id);
  if (hasValue(body.phone)) await startPhoneChange(ctx, req, caller.user.id, body.phone);

  let passwordHash: string | undefined;
  let nonce: string | undefined;
  if (password !== undefined) {
    if (needsReauthentication(ctx, caller.session)) {
      await checkNonce(ctx, req, caller.user, body.nonce);
      nonce = body.nonce as string;
    }
    const current = caller.user.encrypted_password;
    if (current && (await compare(password, current))) {
      throw new AuthApiError(
        422,
        "same_password",
        "New password should be different from the old password.",
      );
    }
    passwordHash = await hash(password, BCRYPT_COST);
  }

  const pkce = readPkceChallenge(body);
  let mails: MailMessage[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const { user, session } = await ctx.sessions.authenticate(tx, req);
    if (data) {
      const metadata: Metadata = { ...user.raw_user_meta_data };
      for (const [key, value] of Object.entries(data)) {
        if (value === null) delete metadata[key];
        else metadata[key] = value;
      }
      checkMetadataSize(metadata);
      await tx.query("update auth.users set raw_user_meta_data = $2 where id = $1", [
        user.id,
        JSON.stringify(metadata),
      ]);
    }
    if (email !== undefined && email !== user.email) {
      const taken = await tx.query(
        "select 1 from auth.users where lower(email) = $1 and id <> $2",
        [email, user.id],
      );
      if (taken.rows.length > 0) throw emailExists();
      // As GoTrue does for a permanent user: nothing changes until the links are confirmed.
      ctx.throttle.sendEmail(req, `email_change:${user.id}`);
      mails = await prepareEmailChange(
        ctx,
        tx,
        user,
        email,
        pkce,
        url.searchParams.get("redirect_to"),
      );
    }
    if (passwordHash !== undefined) {
      // Used up here, so one code changes the password once even when sent twice at once.
      if (nonce !== undefined && !(await consumeNonce(ctx, tx, user, nonce))) {
        throw new AuthApiError(
          400,
          "reauthentication_not_valid",
          "Nonce has expired or is invalid",
        );
      }
      await tx.query("update auth.users set encrypted_password = $2 where id = $1", [
        user.id,
        passwordHash,
      ]);
      // As GoTrue does: a new password ends every other session of the account.
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [
        user.id,
        session.id,
      ]);
    }
    const updated = (
      await tx.query<UserRow>(
        "update auth.users set updated_at = now() where id = $1 returning *",
        [user.id],
      )
    ).rows[0]!;
    return userJson(updated, await identitiesOf(tx, user.id));
  });
  await deliver(ctx.sendMail, mails, requestIdOf(req));
  return result;
}
