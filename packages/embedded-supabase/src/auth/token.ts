import type { IncomingMessage, ServerResponse } from "node:http";

import { AuthApiError } from "../http/errors";
import { hasAdminCredentials } from "./admin";
import type { AuthContext } from "./context";
import { readJsonObject } from "./input";
import {
  DEVICE_TOKEN_HEADER,
  issueDeviceToken,
  knownDevice,
  releasePasswordAttempt,
  reservePasswordAttempt,
  UNKNOWN_DEVICES,
} from "./known-devices";
import { compare } from "./password-hashing";
import { exchangeAuthCode } from "./pkce";
import type { UserRow } from "./users";

function accountBudgetSpent(): AuthApiError {
  return new AuthApiError(
    429,
    "over_request_rate_limit",
    "Too many failed sign-in attempts for this account. Sign in from a device that has signed in before, or reset the password.",
  );
}

/**
 * Where this attempt's wrong password is counted before it is compared: the known device's own
 * budget, then the one every unknown device shares. Null when both are spent and the request
 * solved no CAPTCHA (the route checked it when CAPTCHA is on; the service role skips it).
 */
async function reserveAttempt(
  ctx: AuthContext,
  req: IncomingMessage,
  email: string,
  device: string | null,
): Promise<string | null | "unbudgeted"> {
  const budget = ctx.throttle.wrongPasswords;
  if (device !== null && (await reservePasswordAttempt(ctx.db, email, device, budget))) {
    return device;
  }
  if (await reservePasswordAttempt(ctx.db, email, UNKNOWN_DEVICES, budget)) return UNKNOWN_DEVICES;
  const solvedCaptcha = ctx.config.captcha.enabled && !hasAdminCredentials(ctx.keys, req);
  return solvedCaptcha ? "unbudgeted" : null;
}

/**
 * `POST /token?grant_type=password`. Wrong passwords are bounded per account, not only per
 * network: past the account's budget an unknown device is refused before any password is
 * compared, while a device that signed in before (its token) has a budget of its own.
 */
async function passwordGrant(ctx: AuthContext, req: IncomingMessage, res: ServerResponse) {
  const body = await readJsonObject(req);
  const invalid = new AuthApiError(400, "invalid_credentials", "Invalid login credentials");
  if (typeof body.email !== "string" || typeof body.password !== "string") throw invalid;
  const email = body.email.trim().toLowerCase();
  const user = (
    await ctx.db.transaction((tx) =>
      tx.query<UserRow>("select * from auth.users where lower(email) = $1", [email]),
    )
  ).rows[0];
  const device = knownDevice(ctx.keys, req, user?.id);
  ctx.throttle.checkPasswordAttempt(req, email, device ?? UNKNOWN_DEVICES);
  const reserved = await reserveAttempt(ctx, req, email, device);
  if (reserved === null) throw accountBudgetSpent();
  const matches = await compare(body.password, user?.encrypted_password ?? (await ctx.dummyHash));
  if (!user || !user.encrypted_password || !matches) {
    ctx.throttle.passwordFailed(req, email, device ?? UNKNOWN_DEVICES);
    throw invalid;
  }
  if (reserved !== "unbudgeted") await releasePasswordAttempt(ctx.db, email, reserved);
  ctx.throttle.passwordAccepted(req, email, device ?? UNKNOWN_DEVICES);
  if (!user.email_confirmed_at) {
    throw new AuthApiError(400, "email_not_confirmed", "Email not confirmed");
  }
  const session = await ctx.db.transaction((tx) =>
    ctx.sessions.issueSession(tx, user.id, "password", req),
  );
  res.setHeader(DEVICE_TOKEN_HEADER, issueDeviceToken(ctx.keys, user.id));
  return session;
}

/** `POST /token?grant_type=pkce`: the auth code of an opened e-mail link, for a session. */
async function pkceGrant(ctx: AuthContext, req: IncomingMessage) {
  const body = await readJsonObject(req);
  return ctx.db.transaction(async (tx) => {
    const { userId, authenticationMethod } = await exchangeAuthCode(tx, body);
    return ctx.sessions.issueSession(tx, userId, authenticationMethod, req);
  });
}

/** `POST /token`: a session for a password, a refresh token or a PKCE auth code. */
export async function token(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const grantType = url.searchParams.get("grant_type");
  if (grantType === "password") return passwordGrant(ctx, req, res);
  if (grantType === "refresh_token") return ctx.sessions.refresh(await readJsonObject(req));
  if (grantType === "pkce") return pkceGrant(ctx, req);
  throw new AuthApiError(400, "validation_failed", "unsupported_grant_type");
}
