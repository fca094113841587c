import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type { Database } from "../db/database";
import { AuthApiError } from "../http/errors";
import { sendEmpty, sendJson } from "../http/http";
import type { SigningKeys } from "../jwt/keys";
import type { Logger } from "../log/logger";
import type { MailMessage, SendMail } from "../mail/types";
import { createAdminHandler, hasAdminCredentials } from "./admin";
import { createCaptchaCheck } from "./captcha";
import type { AuthContext } from "./context";
import { authorize, callback, providerProblem } from "./external";
import { generateLink } from "./generate-link";
import { invite } from "./invite";
import { createAuthThrottle } from "./limits";
import type { AuthRateLimits } from "./limits";
import { logout } from "./logout";
import { otp } from "./otp";
import { phoneProviderEnabled } from "./phone";
import { hash } from "./password-hashing";
import { reauthenticate } from "./reauthenticate";
import { recover } from "./recover";
import { resend } from "./resend";
import { createSessions } from "./sessions";
import { signup } from "./signup";
import { token } from "./token";
import { getUser, updateUser } from "./user";
import { verify, verifyLink } from "./verify";
import { BCRYPT_COST } from "./users";
import type { AuthConfig } from "./users";

export type { AuthConfig, MailMessage };

export interface AuthDeps {
  db: Database;
  keys: SigningKeys;
  config: AuthConfig;
  /** Resolves once the message is sent; rejects when the mailer fails. */
  sendMail: SendMail;
  rateLimits: AuthRateLimits;
  /** Where the endpoints log what the operator must see (a provider that cannot be reached). */
  log: Logger;
}

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

type Answer = (ctx: AuthContext, req: IncomingMessage, url: URL) => Promise<unknown>;

/** An endpoint answering 200 with the JSON its module returns. */
const json =
  (answer: Answer) =>
  async (ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) =>
    sendJson(res, 200, await answer(ctx, req, url));

function settings(ctx: AuthContext) {
  const { config } = ctx;
  return {
    external: {
      anonymous_users: false,
      email: config.emailSignupEnabled,
      // On only when usable, so a site never offers a button that cannot work.
      google: providerProblem(config.google) === null,
      phone: phoneProviderEnabled(config),
    },
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.enableConfirmations,
    phone_autoconfirm: !config.sms.enableConfirmations,
    sms_provider: "",
    saml_enabled: false,
  };
}

interface Route {
  /** `READ` is GET and HEAD. */
  method: "READ" | "GET" | "POST" | "PUT";
  path: string;
  /** The route's client throttle, first of all (GoTrue's limiter middleware). */
  limit?: (ctx: AuthContext, req: IncomingMessage, url: URL) => void;
  /** Whether the request must pass the CAPTCHA check (when on), after `limit`, before `handle`. */
  captcha?: (url: URL) => boolean;
  handle: (ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) => unknown;
}

const always = () => true;
// GoTrue leaves the refresh-token, PKCE and ID-token grants unchecked: they prove a session already.
const isPasswordGrant = (url: URL) => url.searchParams.get("grant_type") === "password";

const signUpLimit = (ctx: AuthContext, req: IncomingMessage) => ctx.throttle.signInOrSignUp(req);
const signInLimit = (ctx: AuthContext, req: IncomingMessage, url: URL) => {
  if (isPasswordGrant(url)) ctx.throttle.signInOrSignUp(req);
};

/** The endpoints of `/auth/v1` (below the admin API), as GoTrue's router lists them. */
const ROUTES: Route[] = [
  {
    method: "READ",
    path: "/health",
    handle: (_ctx, _req, res) =>
      sendJson(res, 200, {
        version: "embedded",
        name: "GoTrue",
        description: "GoTrue is a user registration and authentication API",
      }),
  },
  {
    method: "READ",
    path: "/settings",
    handle: (ctx, _req, res) => sendJson(res, 200, settings(ctx)),
  },
  {
    method: "READ",
    path: "/.well-known/jwks.json",
    handle: (ctx, _req, res) =>
      sendJson(
        res,
        200,
        { keys: [ctx.keys.publicJwk] },
        { "Cache-Control": "public, max-age=600" },
      ),
  },
  {
    method: "POST",
    path: "/signup",
    limit: signUpLimit,
    captcha: always,
    handle: json(signup),
  },
  {
    method: "POST",
    path: "/token",
    limit: signInLimit,
    captcha: isPasswordGrant,
    handle: async (ctx, req, res, url) => sendJson(res, 200, await token(ctx, req, res, url)),
  },
  { method: "READ", path: "/user", handle: json(getUser) },
  { method: "PUT", path: "/user", handle: json(updateUser) },
  {
    method: "POST",
    path: "/logout",
    handle: async (ctx, req, res, url) => {
      await logout(ctx, req, url);
      sendEmpty(res, 204);
    },
  },
  { method: "READ", path: "/reauthenticate", handle: json(reauthenticate) },
  { method: "POST", path: "/recover", captcha: always, handle: json(recover) },
  { method: "POST", path: "/otp", captcha: always, handle: json(otp) },
  { method: "POST", path: "/resend", captcha: always, handle: json(resend) },
  { method: "POST", path: "/verify", handle: json(verify) },
  { method: "GET", path: "/verify", handle: verifyLink },
  { method: "GET", path: "/authorize", handle: authorize },
  { method: "GET", path: "/callback", handle: callback },
];

function findRoute(method: string, path: string): Route | undefined {
  const read = method === "GET" || method === "HEAD";
  return ROUTES.find(
    (route) =>
      route.path === path && (route.method === method || (route.method === "READ" && read)),
  );
}

/** The GoTrue subset supabase-js calls, served under `/auth/v1`. */
export function createAuthHandler({ db, keys, config, sendMail, rateLimits, log }: AuthDeps) {
  const sessions = createSessions({ db, keys, config });
  const throttle = createAuthThrottle(rateLimits);
  const ctx: AuthContext = {
    db,
    keys,
    config,
    sendMail,
    mailQuota: {
      perHour: rateLimits.emailSentSiteWide,
      perRecipientPerHour: rateLimits.emailsPerRecipient,
      minIntervalSeconds: rateLimits.emailMaxFrequency,
    },
    smsQuota: {
      perHour: rateLimits.smsSentSiteWide,
      perNetworkPerHour: rateLimits.smsSent,
      perNumberPerHour: rateLimits.smsPerNumber,
      minIntervalSeconds: config.sms.maxFrequencySeconds,
    },
    throttle,
    sessions,
    log,
    dummyHash: hash(randomUUID(), BCRYPT_COST),
  };
  const admin = createAdminHandler({
    db,
    keys,
    minimumPasswordLength: config.minimumPasswordLength,
    generateLink: (req, url) => generateLink(ctx, req, url),
    invite: (req, url) => invite(ctx, req, url),
  });

  const checkCaptcha = createCaptchaCheck(config.captcha, log);
  // The service role (the site's server with its secret key) is trusted, as GoTrue trusts it.
  const needsCaptcha = (found: Route, req: IncomingMessage, url: URL) =>
    config.captcha.enabled && found.captcha?.(url) === true && !hasAdminCredentials(keys, req);

  async function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    const method = req.method ?? "GET";
    const found = findRoute(method, path);
    if (found) {
      found.limit?.(ctx, req, url);
      if (needsCaptcha(found, req, url)) await checkCaptcha(req);
      return found.handle(ctx, req, res, url);
    }
    if (path.startsWith("/admin/") || path === "/invite") return admin(req, res, path, url);
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
