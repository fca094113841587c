import { compare, hash } from "bcryptjs";
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { createAdminHandler } from "./admin";
import { parseEmail, readJsonObject, validationError } from "./auth-input";
import { sha256, userJson } from "./auth-user";
import type { AuthConfig, UserRow } from "./auth-user";
import { createAuthThrottle, DEFAULT_AUTH_RATE_LIMITS } from "./auth-limits";
import type { AuthRateLimits } from "./auth-limits";
import type { Database } from "./db";
import { confirmEmailChange, EMAIL_CHANGE_ACCEPTED, startEmailChange } from "./email-change";
import type { EmailChangeLink } from "./email-change";
import { AuthApiError, isPostgresError } from "./errors";
import { isObject, sendEmpty, sendJson, sendText } from "./http";
import type { SigningKeys } from "./keys";
import { createSessions } from "./sessions";

export type { AuthConfig };

export interface MailMessage {
  kind: "recovery" | "email_change";
  to: string;
  link: string;
}

export interface AuthDeps {
  db: Database;
  keys: SigningKeys;
  config: AuthConfig;
  sendMail: (message: MailMessage) => void;
  rateLimits?: AuthRateLimits;
}

type Metadata = Record<string, unknown>;

const BCRYPT_COST = 10;
// Metadata travels in every access token (and so in cookies): keep it well under a cookie's size.
const MAX_METADATA_BYTES = 16 * 1024;
const RECOVERY_TOKEN_TTL_SECONDS = 3600;
const API_VERSION = "2024-01-01";
const VERIFY_TOKEN_TYPES: Record<string, { tokenTypes: string[]; method: string }> = {
  recovery: { tokenTypes: ["recovery_token"], method: "recovery" },
  magiclink: { tokenTypes: ["recovery_token", "confirmation_token"], method: "magiclink" },
  email: { tokenTypes: ["recovery_token", "confirmation_token"], method: "otp" },
  signup: { tokenTypes: ["confirmation_token"], method: "otp" },
};

/** The GoTrue subset supabase-js calls, served under `/auth/v1`. */
export function createAuthHandler({
  db,
  keys,
  config,
  sendMail,
  rateLimits = DEFAULT_AUTH_RATE_LIMITS,
}: AuthDeps) {
  const { issueSession, authenticate, refresh } = createSessions({ db, keys, config });
  const throttle = createAuthThrottle(rateLimits);
  const admin = createAdminHandler({
    db,
    keys,
    minimumPasswordLength: config.minimumPasswordLength,
  });
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  const dummyHash = hash(randomUUID(), BCRYPT_COST);

  function checkPassword(password: unknown, missingMessage: string): string {
    if (typeof password !== "string" || password === "") throw validationError(422, missingMessage);
    if ([...password].length < config.minimumPasswordLength) {
      const message = `Password should be at least ${config.minimumPasswordLength} characters.`;
      throw new AuthApiError(422, "weak_password", message, {
        weak_password: { reasons: ["length"], message },
      });
    }
    if (Buffer.byteLength(password) > 72) {
      throw validationError(422, "Password cannot be longer than 72 characters");
    }
    return password;
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

  async function signup(req: IncomingMessage) {
    throttle.signInOrSignUp(req);
    const body = await readJsonObject(req);
    const email = parseEmail(body.email, "To signup, please provide your email");
    const password = checkPassword(body.password, "Signup requires a valid password");
    if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
      throw validationError(400, "data must be a JSON object");
    }
    const data = (body.data ?? {}) as Metadata;
    checkMetadataSize(data);
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
            JSON.stringify({ provider: "email", providers: ["email"] }),
            JSON.stringify({
              ...data,
              sub: id,
              email,
              email_verified: true,
              phone_verified: false,
            }),
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

    let links: EmailChangeLink[] = [];
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
        links = await startEmailChange(tx, user, email, config.doubleConfirmChanges);
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
    for (const { to, token } of links) {
      sendMail({
        kind: "email_change",
        to,
        link: emailLink(url.searchParams.get("redirect_to"), token, "email_change"),
      });
    }
    return result;
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

  /** `redirect_to` when it points at the site or a loopback host, else `fallback` on the site. */
  function allowedRedirect(redirectTo: string | null, fallback: string): URL {
    const site = new URL(config.siteUrl);
    let base = new URL(fallback, site);
    if (redirectTo) {
      try {
        const candidate = new URL(redirectTo);
        const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(candidate.hostname);
        if (
          ["http:", "https:"].includes(candidate.protocol) &&
          (candidate.origin === site.origin || loopback)
        ) {
          base = candidate;
        }
      } catch {
        // An unparsable redirect falls back to the site, as GoTrue does for disallowed ones.
      }
    }
    return base;
  }

  function emailLink(redirectTo: string | null, token: string, type: string): string {
    const base = allowedRedirect(redirectTo, "/auth/confirm");
    base.searchParams.set("token_hash", token);
    base.searchParams.set("type", type);
    return base.toString();
  }

  async function recover(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    const email = parseEmail(body.email, "Password recovery requires an email");
    throttle.sendEmail(req, email);
    const token = randomBytes(32).toString("hex");
    const found = await db.transaction(async (tx) => {
      const user = (
        await tx.query<{ id: string }>("select id from auth.users where lower(email) = $1", [email])
      ).rows[0];
      if (!user) return false;
      await tx.query(
        `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
         values ($1, 'recovery_token', $2, $3)
         on conflict (user_id, token_type)
         do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                       created_at = now()`,
        [user.id, sha256(token), email],
      );
      return true;
    });
    if (found) {
      sendMail({
        kind: "recovery",
        to: email,
        link: emailLink(url.searchParams.get("redirect_to"), token, "recovery"),
      });
    }
    return {};
  }

  /** Redeems an e-mailed token; null when an e-mail change still awaits its other link. */
  async function verifyToken(type: unknown, token: unknown, req: IncomingMessage) {
    const kind = typeof type === "string" ? VERIFY_TOKEN_TYPES[type] : undefined;
    if (!kind && type !== "email_change") {
      throw validationError(400, "Verify requires a verification type");
    }
    if (typeof token !== "string" || token === "") {
      throw validationError(
        400,
        "Verify requires a token_hash (e-mail OTP codes are not supported)",
      );
    }
    return db.transaction(async (tx) => {
      if (!kind) {
        const { userId, done } = await confirmEmailChange(tx, token);
        return done ? issueSession(tx, userId, "otp", req) : null;
      }
      const found = (
        await tx.query<{ id: string; user_id: string }>(
          `delete from auth.one_time_tokens
           where token_hash = $1 and token_type = any($2::text[])
             and created_at > now() - make_interval(secs => $3)
           returning id, user_id`,
          [sha256(token), kind.tokenTypes, RECOVERY_TOKEN_TTL_SECONDS],
        )
      ).rows[0];
      if (!found) {
        throw new AuthApiError(403, "otp_expired", "Email link is invalid or has expired");
      }
      await tx.query(
        "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1",
        [found.user_id],
      );
      return issueSession(tx, found.user_id, kind.method, req);
    });
  }

  async function verify(req: IncomingMessage) {
    const body = await readJsonObject(req);
    const session = await verifyToken(body.type, body.token_hash, req);
    return session ?? { msg: EMAIL_CHANGE_ACCEPTED, code: "200" };
  }

  /** The link form (`GET /verify?token&type&redirect_to`): the outcome goes in the fragment. */
  async function verifyLink(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params = url.searchParams;
    const target = allowedRedirect(params.get("redirect_to"), "/");
    let fragment: Record<string, string>;
    try {
      const session = await verifyToken(params.get("type"), params.get("token"), req);
      fragment = session
        ? {
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: session.refresh_token,
            token_type: session.token_type,
            type: params.get("type")!,
          }
        : { message: EMAIL_CHANGE_ACCEPTED };
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      fragment = {
        error: error.status === 403 ? "access_denied" : "invalid_request",
        error_code: error.code,
        error_description: error.message,
      };
    }
    target.hash = new URLSearchParams(fragment).toString();
    sendText(res, 303, "", { Location: target.toString() });
  }

  const settings = {
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: true,
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
    if (path.startsWith("/admin/")) return admin(req, res, path, url);
    if (method === "POST" && path === "/signup") return sendJson(res, 200, await signup(req));
    if (method === "POST" && path === "/token") {
      const grantType = url.searchParams.get("grant_type");
      if (grantType === "password") return sendJson(res, 200, await passwordGrant(req));
      if (grantType === "refresh_token")
        return sendJson(res, 200, await refresh(await readJsonObject(req)));
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
      return sendJson(res, 200, await recover(req, url));
    if (method === "POST" && path === "/verify") return sendJson(res, 200, await verify(req));
    if (method === "GET" && path === "/verify") return verifyLink(req, res, url);
    throw new AuthApiError(404, "not_found", "Unhandled request");
  }

  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    res.setHeader("X-Supabase-Api-Version", API_VERSION);
    try {
      await route(req, res, path, url);
    } catch (error) {
      if (error instanceof AuthApiError) return sendJson(res, error.status, error.toBody());
      throw error;
    }
  };
}
