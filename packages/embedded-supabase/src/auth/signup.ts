import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

import type { Transaction } from "../db/database";
import { AuthApiError, isPostgresError } from "../http/errors";
import { requestIdOf } from "../log/backend";
import { deliver } from "../mail/deliver";
import type { MailMessage } from "../mail/types";
import { checkNewPassword } from "./admin";
import type { AuthContext } from "./context";
import { prepareMail } from "./email-messages";
import { dataObject, parseEmail, readJsonObject } from "./input";
import {
  BCRYPT_COST,
  checkMetadataSize,
  EMAIL_PROVIDER_METADATA,
  emailIdentityClaims,
  userAlreadyExists,
  userJson,
} from "./users";
import { hash } from "./password-hashing";
import { readPkceChallenge } from "./pkce";
import type { EmailUserRow, Metadata } from "./users";

/**
 * The site-wide ceiling on new accounts (`signUpsSiteWide` an hour, counted in the database so
 * it holds across processes): addresses rotated across any number of networks still meet it.
 * Checked before the password is hashed, so a refused sign-up costs nothing.
 */
export async function checkSignUpCeiling(
  ctx: Pick<AuthContext, "throttle">,
  tx: Transaction,
): Promise<void> {
  const ceiling = ctx.throttle.signUpsSiteWide;
  if (ceiling <= 0) return;
  const { rows } = await tx.query<{ recent: number }>(
    `select count(*)::int as recent from (
       select 1 from auth.users where created_at > now() - interval '1 hour' limit $1
     ) as recent_users`,
    [ceiling],
  );
  if ((rows[0]?.recent ?? 0) >= ceiling) {
    throw new AuthApiError(429, "over_request_rate_limit", "Request rate limit reached");
  }
}

/**
 * `POST /signup`. Auto-confirmed (the CLI's default) it answers with a session; with
 * `enable_confirmations` it answers with the user alone and e-mails a confirmation, and an
 * address that already has a confirmed account gets a look-alike user with no identities, so
 * the answer does not tell who has an account (as GoTrue does).
 */
export async function signup(ctx: AuthContext, req: IncomingMessage, url: URL) {
  const body = await readJsonObject(req);
  if (!ctx.config.enableSignup) {
    throw new AuthApiError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  if (!ctx.config.emailSignupEnabled) {
    throw new AuthApiError(400, "email_provider_disabled", "Email signups are disabled");
  }
  const email = parseEmail(body.email, "To signup, please provide your email");
  await ctx.db.transaction((tx) => checkSignUpCeiling(ctx, tx));
  if (ctx.config.enableConfirmations) return signupWithConfirmation(ctx, req, url, body, email);
  const { password, data } = signupInput(ctx, body);
  const passwordHash = await hash(password, BCRYPT_COST);
  const id = randomUUID();
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = await tx.query("select 1 from auth.users where lower(email) = $1", [email]);
      if (existing.rows.length > 0) throw userAlreadyExists();
      await tx.query(
        `insert into auth.users
           (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, $3, now(), $4, $5)`,
        [
          id,
          email,
          passwordHash,
          JSON.stringify(EMAIL_PROVIDER_METADATA),
          JSON.stringify({ ...data, ...emailIdentityClaims(id, email, true) }),
        ],
      );
      return ctx.sessions.issueSession(tx, id, "password", req);
    });
  } catch (error) {
    if (isPostgresError(error)) {
      if (error.code === "23505") throw userAlreadyExists();
      // A failing trigger (e.g. a constraint on public.users) surfaces like it does in GoTrue.
      throw new AuthApiError(500, "unexpected_failure", "Database error saving new user");
    }
    throw error;
  }
}

function signupInput(ctx: AuthContext, body: Record<string, unknown>) {
  const password = checkNewPassword(
    body.password,
    ctx.config.minimumPasswordLength,
    "Signup requires a valid password",
  );
  const data: Metadata = dataObject(body.data) ?? {};
  checkMetadataSize(data);
  return { password, data };
}

async function signupWithConfirmation(
  ctx: AuthContext,
  req: IncomingMessage,
  url: URL,
  body: Record<string, unknown>,
  email: string,
) {
  const { password, data } = signupInput(ctx, body);
  const passwordHash = await hash(password, BCRYPT_COST);
  ctx.throttle.sendEmail(req, email);
  const outcome = await ctx.db.transaction(
    async (
      tx,
    ): Promise<{ lookAlike: EmailUserRow } | { user: EmailUserRow; mail: MailMessage }> => {
      const existing = (
        await tx.query<EmailUserRow>("select * from auth.users where lower(email) = $1", [email])
      ).rows[0];
      if (existing?.email_confirmed_at) return { lookAlike: existing };
      let user = existing;
      if (user) {
        // Not confirmed yet: the new password and metadata replace the unconfirmed ones.
        user = (
          await tx.query<EmailUserRow>(
            `update auth.users set encrypted_password = $2,
             raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now()
           where id = $1 returning *`,
            [user.id, passwordHash, JSON.stringify(data)],
          )
        ).rows[0]!;
      } else {
        const id = randomUUID();
        user = (
          await tx.query<EmailUserRow>(
            `insert into auth.users
             (id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
           values ($1, $2, $3, $4, $5) returning *`,
            [
              id,
              email,
              passwordHash,
              JSON.stringify(EMAIL_PROVIDER_METADATA),
              JSON.stringify({ ...data, ...emailIdentityClaims(id, email, false) }),
            ],
          )
        ).rows[0]!;
      }
      const mail = await prepareMail(
        ctx,
        tx,
        user,
        "signup",
        readPkceChallenge(body),
        url.searchParams.get("redirect_to"),
      );
      return { user, mail };
    },
  );
  if ("lookAlike" in outcome) {
    const now = new Date();
    return {
      ...userJson({
        ...outcome.lookAlike,
        id: randomUUID(),
        email_confirmed_at: null,
        last_sign_in_at: null,
        raw_user_meta_data: {},
        created_at: now,
        updated_at: now,
      }),
      identities: [],
    };
  }
  await deliver(ctx.sendMail, [outcome.mail], requestIdOf(req));
  return { ...userJson(outcome.user), confirmation_sent_at: new Date().toISOString() };
}
