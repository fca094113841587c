import { compare, hash } from "bcryptjs";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { checkNewPassword, createAdminHandler } from "./admin";
import { parseEmail, readJsonObject, validationError } from "./input";
import { EMAIL_PROVIDER_METADATA, emailIdentityClaims, userJson } from "./users";
import type { AuthConfig, UserRow } from "./users";
import { createAuthThrottle } from "./limits";
import type { AuthRateLimits } from "./limits";
import type { Database } from "../db/database";
import { createEmailFlows } from "./email-flows";
import type { MailMessage } from "../mail/types";
import { AuthApiError, isPostgresError } from "../http/errors";
import { deliver } from "../mail/deliver";
import { isObject, sendEmpty, sendJson } from "../http/http";
import type { SigningKeys } from "../jwt/keys";
import { exchangeAuthCode, readPkceChallenge } from "./pkce";
import { createSessions } from "./sessions";

export type { AuthConfig, MailMessage };

export interface AuthDeps {
  db: Database;
  keys: SigningKeys;
  config: AuthConfig;
  /** Resolves once the message is sent; rejects when the mailer fails. */
  sendMail: (message: MailMessage) => Promise<void>;
  rateLimits: AuthRateLimits;
}

type Metadata = Record<string, unknown>;

const BCRYPT_COST = 10;
// Metadata travels in every access token (and so in cookies): keep it well under a cookie's size.
const MAX_METADATA_BYTES = 16 * 1024;
const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION_2024 = "2024-01-01";

/**
 * Whether the request asks for API version 2024-01-01 (`X-Supabase-Api-Version`, as auth-js
 * sends it): GoTrue reads a valid date on or after it as that version, anything else as the
 * initial one.
 */
function asksForApi2024(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    value >= API_VERSION_2024
  );
}

/**
 * The error body: GoTrue's `{code, message}` to a request that asks for 2024-01-01, as auth-js
 * does; to one that does not, both shapes at once (`code` then holds the slug, not the status),
 * so raw clients read the slug either way.
 */
export function authErrorBody(error: AuthApiError, api2024: boolean): Record<string, unknown> {
  return api2024 ? { code: error.code, message: error.message, ...error.extra } : error.toBody();
}

/** The GoTrue subset supabase-js calls, served under `/auth/v1`. */
export function createAuthHandler({ db, keys, config, sendMail, rateLimits }: AuthDeps) {
  const sessions = createSessions({ db, keys, config });
  const { issueSession, authenticate, refresh } = sessions;
  const throttle = createAuthThrottle(rateLimits);
  const flows = createEmailFlows({ db, config, throttle, sessions, sendMail });
  const admin = createAdminHandler({
    db,
    keys,
    minimumPasswordLength: config.minimumPasswordLength,
    generateLink: flows.generateLink,
    invite: flows.invite,
  });
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  const dummyHash = hash(randomUUID(), BCRYPT_COST);

  function checkPassword(password: unknown, missingMessage: string): string {
    return checkNewPassword(password, config.minimumPasswordLength, missingMessage);
  }

  function checkMetadataSize(metadata: Metadata): void {
    const bytes = Buffer.byteLength(JSON.stringify(metadata));
    if (bytes > MAX_METADATA_BYTES) {
      throw validationError(
        422,
        `User metadata is too large: ${bytes} bytes, at most ${MAX_METADATA_BYTES} are allowed`,
      );
    }
  }

  /**
   * `POST /signup`. Auto-confirmed (the CLI's default) it answers with a session; with
   * `enable_confirmations` it answers with the user alone and e-mails a confirmation, and an
   * address that already has a confirmed account gets a look-alike user with no identities, so
   * the answer does not tell who has an account (as GoTrue does).
   */
  async function signup(req: IncomingMessage, url: URL) {
    throttle.signInOrSignUp(req);
    const body = await readJsonObject(req);
    if (!config.enableSignup) {
      throw new AuthApiError(422, "signup_disabled", "Signups not allowed for this instance");
    }
    if (!config.emailSignupEnabled) {
      throw new AuthApiError(400, "email_provider_disabled", "Email signups are disabled");
    }
    const email = parseEmail(body.email, "To signup, please provide your email");
    if (config.enableConfirmations) return signupWithConfirmation(req, url, body, email);
    const { password, data } = signupInput(body);
    const passwordHash = await hash(password, BCRYPT_COST);
    const id = randomUUID();
    try {
      return await db.transaction(async (tx) => {
        const existing = await tx.query("select 1 from auth.users where lower(email) = $1", [
          email,
        ]);
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
        return issueSession(tx, id, "password", req);
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

  function signupInput(body: Record<string, unknown>) {
    const password = checkPassword(body.password, "Signup requires a valid password");
    if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
      throw validationError(400, "data must be a JSON object");
    }
    const data = (body.data ?? {}) as Metadata;
    checkMetadataSize(data);
    return { password, data };
  }

  async function signupWithConfirmation(
    req: IncomingMessage,
    url: URL,
    body: Record<string, unknown>,
    email: string,
  ) {
    const { password, data } = signupInput(body);
    const passwordHash = await hash(password, BCRYPT_COST);
    throttle.sendEmail(req, email);
    const outcome = await db.transaction(
      async (tx): Promise<{ lookAlike: UserRow } | { user: UserRow; mail: MailMessage }> => {
        const existing = (
          await tx.query<UserRow>("select * from auth.users where lower(email) = $1", [email])
        ).rows[0];
        if (existing?.email_confirmed_at) return { lookAlike: existing };
        let user = existing;
        if (user) {
          // Not confirmed yet: the new password and metadata replace the unconfirmed ones.
          user = (
            await tx.query<UserRow>(
              `update auth.users set encrypted_password = $2,
               raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now()
             where id = $1 returning *`,
              [user.id, passwordHash, JSON.stringify(data)],
            )
          ).rows[0]!;
        } else {
          const id = randomUUID();
          user = (
            await tx.query<UserRow>(
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
        const mail = await flows.signupConfirmation(tx, user, body, url);
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
    await deliver(sendMail, [outcome.mail]);
    return { ...userJson(outcome.user), confirmation_sent_at: new Date().toISOString() };
  }

  function emailExists(): AuthApiError {
    return new AuthApiError(
      422,
      "email_exists",
      "A user with this email address has already been registered",
    );
  }

  function userAlreadyExists(): AuthApiError {
    return new AuthApiError(422, "user_already_exists", "User already registered");
  }

  async function passwordGrant(req: IncomingMessage) {
    throttle.signInOrSignUp(req);
    const body = await readJsonObject(req);
    const invalid = new AuthApiError(400, "invalid_credentials", "Invalid login credentials");
    if (typeof body.email !== "string" || typeof body.password !== "string") throw invalid;
    const email = body.email.trim().toLowerCase();
    throttle.checkPasswordAttempt(email);
    const user = (
      await db.transaction((tx) =>
        tx.query<UserRow>("select * from auth.users where lower(email) = $1", [email]),
      )
    ).rows[0];
    const matches = await compare(body.password, user?.encrypted_password ?? (await dummyHash));
    if (!user || !user.encrypted_password || !matches) {
      throttle.passwordFailed(email);
      throw invalid;
    }
    throttle.passwordAccepted(email);
    if (!user.email_confirmed_at) {
      throw new AuthApiError(400, "email_not_confirmed", "Email not confirmed");
    }
    return db.transaction((tx) => issueSession(tx, user.id, "password", req));
  }

  async function updateUser(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
      throw validationError(400, "data must be a JSON object");
    }
    const email =
      body.email === undefined ? undefined : parseEmail(body.email, "Email cannot be empty");
    const password =
      body.password === undefined
        ? undefined
        : checkPassword(body.password, "Password cannot be empty");

    let passwordHash: string | undefined;
    if (password !== undefined) {
      const { user } = await db.transaction((tx) => authenticate(tx, req));
      if (user.encrypted_password && (await compare(password, user.encrypted_password))) {
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
    const result = await db.transaction(async (tx) => {
      const { user, session } = await authenticate(tx, req);
      if (isObject(body.data)) {
        const metadata: Metadata = { ...user.raw_user_meta_data };
        for (const [key, value] of Object.entries(body.data)) {
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
        throttle.sendEmail(req, `email_change:${user.id}`);
        mails = await flows.prepareEmailChange(
          tx,
          user,
          email,
          pkce,
          url.searchParams.get("redirect_to"),
        );
      }
      if (passwordHash !== undefined) {
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
      return userJson(updated);
    });
    await deliver(sendMail, mails);
    return result;
  }

  /** `POST /token?grant_type=pkce`: the auth code of an opened e-mail link, for a session. */
  async function pkceGrant(req: IncomingMessage) {
    const body = await readJsonObject(req);
    return db.transaction(async (tx) => {
      const { userId, authenticationMethod } = await exchangeAuthCode(tx, body);
      return issueSession(tx, userId, authenticationMethod, req);
    });
  }

  async function logout(req: IncomingMessage, url: URL) {
    const scope = url.searchParams.get("scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) {
      throw validationError(400, "Unsupported logout scope");
    }
    await db.transaction(async (tx) => {
      const { user, session } = await authenticate(tx, req);
      if (scope === "local") {
        await tx.query("delete from auth.sessions where id = $1", [session.id]);
      } else if (scope === "others") {
        await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [
          user.id,
          session.id,
        ]);
      } else {
        await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
      }
    });
  }

  const settings = {
    external: { anonymous_users: false, email: config.emailSignupEnabled, phone: false },
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  };

  async function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    const method = req.method ?? "GET";
    const read = method === "GET" || method === "HEAD";
    if (read && path === "/health") {
      return sendJson(res, 200, {
        version: "stand-in",
        name: "GoTrue",
        description: "GoTrue is a user registration and authentication API",
      });
    }
    if (read && path === "/settings") return sendJson(res, 200, settings);
    if (read && path === "/.well-known/jwks.json") {
      return sendJson(
        res,
        200,
        { keys: [keys.publicJwk] },
        { "Cache-Control": "public, max-age=600" },
      );
    }
    if (path.startsWith("/admin/") || path === "/invite") return admin(req, res, path, url);
    if (method === "POST" && path === "/signup") return sendJson(res, 200, await signup(req, url));
    if (method === "POST" && path === "/token") {
      const grantType = url.searchParams.get("grant_type");
      if (grantType === "password") return sendJson(res, 200, await passwordGrant(req));
      if (grantType === "refresh_token")
        return sendJson(res, 200, await refresh(await readJsonObject(req)));
      if (grantType === "pkce") return sendJson(res, 200, await pkceGrant(req));
      throw new AuthApiError(400, "validation_failed", "unsupported_grant_type");
    }
    if (read && path === "/user") {
      const { user } = await db.transaction((tx) => authenticate(tx, req));
      return sendJson(res, 200, userJson(user));
    }
    if (method === "PUT" && path === "/user") return sendJson(res, 200, await updateUser(req, url));
    if (method === "POST" && path === "/logout") {
      await logout(req, url);
      return sendEmpty(res, 204);
    }
    if (method === "POST" && path === "/recover")
      return sendJson(res, 200, await flows.recover(req, url));
    if (method === "POST" && path === "/otp") return sendJson(res, 200, await flows.otp(req, url));
    if (method === "POST" && path === "/resend")
      return sendJson(res, 200, await flows.resend(req, url));
    if (method === "POST" && path === "/verify") return sendJson(res, 200, await flows.verify(req));
    if (method === "GET" && path === "/verify") return flows.verifyLink(req, res, url);
    throw new AuthApiError(404, "not_found", "Unhandled request");
  }

  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    try {
      await route(req, res, path, url);
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      // As GoTrue, the version is echoed on an error only to a request that asked for it.
      const api2024 = asksForApi2024(req);
      if (api2024) res.setHeader(API_VERSION_HEADER, API_VERSION_2024);
      return sendJson(res, error.status, authErrorBody(error, api2024));
    }
  };
}
