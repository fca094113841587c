import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type { ExternalProviderSettings } from "../config/external-settings";
import { AuthApiError } from "../http/errors";
import { header } from "../http/http";
import { requestIdOf } from "../log/backend";
import { nowSeconds, signJwt, verifyJwt } from "../jwt/tokens";
import type { AuthContext } from "./context";
import { accountForIdentity, RedirectError } from "./external-accounts";
import {
  authorizationUrl,
  exchangeCode,
  providerMetadata,
  providerUser,
  verifyIdToken,
} from "./oidc";
import { readPkceChallenge } from "./pkce";
import type { PkceChallenge } from "./pkce";
import { redirectTarget } from "./redirect-allow-list";

/** How long the provider round trip may take (GoTrue's state lifetime: 5 minutes). */
const STATE_TTL_SECONDS = 300;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";
/** Query parameters of `/authorize` that are this server's; the rest go on to the provider. */
const OWN_PARAMETERS = ["provider", "scopes", "code_challenge", "code_challenge_method"];

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, "Cache-Control": "no-store" });
  res.end();
}

/** The callback URL registered with the provider. */
function callbackUrl(ctx: AuthContext): string {
  return ctx.config.google.redirectUri || `${ctx.config.externalUrl}/auth/v1/callback`;
}

/** Why the provider cannot be used, in GoTrue's words; null when it can. */
export function providerProblem(settings: ExternalProviderSettings): string | null {
  if (!settings.enabled) return "provider is not enabled";
  if (!settings.clientId) return "missing OAuth client ID";
  if (!settings.secret) return "missing OAuth secret";
  return null;
}

function enabledProvider(ctx: AuthContext, name: string | null) {
  const problem =
    name === "google"
      ? providerProblem(ctx.config.google)
      : `provider ${name ? "is not enabled" : "is required"}`;
  if (!problem) return ctx.config.google;
  throw new AuthApiError(400, "validation_failed", `Unsupported provider: ${problem}`);
}

/**
 * `GET /authorize?provider=google&redirect_to=…&code_challenge=…`: signs the round trip's state,
 * PKCE challenge included, and sends the browser to the provider. Unlike GoTrue it stores nothing:
 * the flow's row is written at the callback, once the provider has vouched for someone, so
 * anonymous requests cannot fill the table. Counted as a sign-in against the client's network.
 */
export async function authorize(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const query = url.searchParams;
  const settings = enabledProvider(ctx, query.get("provider"));
  const referrer = redirectTarget(ctx.config, query.get("redirect_to"), header(req, "referer"));
  const pkce = readPkceChallenge(Object.fromEntries(query));
  ctx.throttle.signInOrSignUp(req);
  const metadata = await providerMetadata(settings).catch((error: unknown) => {
    ctx.log.error(
      { event: "backend.google_issuer_unreachable", requestId: requestIdOf(req), err: error },
      "the Google issuer cannot be reached",
    );
    throw new AuthApiError(500, "unexpected_failure", "Error getting provider configuration");
  });
  const state = signJwt(ctx.keys, {
    exp: nowSeconds() + STATE_TTL_SECONDS,
    site_url: ctx.config.siteUrl,
    instance_id: NIL_UUID,
    provider: "google",
    referrer,
    flow_state_id: pkce ? randomUUID() : "",
    ...(pkce ? { code_challenge: pkce.challenge, code_challenge_method: pkce.method } : {}),
  });
  const extra = new URLSearchParams(query);
  for (const name of [...OWN_PARAMETERS, "redirect_to"]) extra.delete(name);
  const scopes = (query.get("scopes") ?? "").split(/[\s,]+/).filter(Boolean);
  redirect(
    res,
    authorizationUrl(metadata, settings, {
      redirectUri: callbackUrl(ctx),
      state,
      scopes,
      extra,
    }),
  );
}

interface State {
  referrer: string;
  flowStateId: string;
  pkce: PkceChallenge | null;
}

function readState(ctx: AuthContext, state: string | null): State {
  const result = state ? verifyJwt(ctx.keys, state, nowSeconds()) : null;
  if (!result?.ok || result.claims.provider !== "google") {
    throw new RedirectError("invalid_request", "OAuth state is invalid", "bad_oauth_state");
  }
  const { referrer, flow_state_id: flowStateId, code_challenge: challenge } = result.claims;
  const method = result.claims.code_challenge_method;
  return {
    referrer: typeof referrer === "string" && referrer ? referrer : ctx.config.siteUrl,
    flowStateId: typeof flowStateId === "string" ? flowStateId : "",
    pkce:
      typeof challenge === "string" && (method === "s256" || method === "plain")
        ? { challenge, method }
        : null,
  };
}

/** The provider's answer for the account it names, in one transaction with the sign-in's outcome. */
async function signIn(ctx: AuthContext, req: IncomingMessage, url: URL, state: State) {
  const settings = enabledProvider(ctx, "google");
  const providerError = url.searchParams.get("error");
  if (providerError) {
    throw new RedirectError(providerError, url.searchParams.get("error_description") ?? "");
  }
  const code = url.searchParams.get("code");
  if (!code) {
    throw new RedirectError("invalid_request", "OAuth callback with missing authorization code");
  }
  const person = await (async () => {
    const metadata = await providerMetadata(settings);
    const tokens = await exchangeCode(metadata, settings, code, callbackUrl(ctx));
    return providerUser(await verifyIdToken(metadata, settings, tokens.idToken));
  })().catch((error: unknown) => {
    ctx.log.error(
      { event: "backend.google_sign_in_failed", requestId: requestIdOf(req), err: error },
      "the Google sign-in failed",
    );
    throw new RedirectError(
      "server_error",
      "Unable to exchange external code",
      "unexpected_failure",
    );
  });

  return ctx.db.transaction(async (tx) => {
    const user = await accountForIdentity(tx, ctx.config, "google", person);
    if (!state.flowStateId) {
      const session = await ctx.sessions.issueSession(tx, user.id, "oauth", req);
      return { session, code: null };
    }
    const code = randomUUID();
    // The state's flow id makes the row once: a replayed state finds it taken.
    const stored = await tx.query(
      `insert into auth.flow_state
         (id, user_id, auth_code, auth_code_issued_at, code_challenge, code_challenge_method,
          authentication_method, provider_type)
       select $1, $2, $3, now(), $4, $5, 'oauth', 'google' where $4::text is not null
       on conflict (id) do nothing returning id`,
      [state.flowStateId, user.id, code, state.pkce?.challenge ?? null, state.pkce?.method ?? null],
    );
    if (stored.rows.length === 0) {
      throw new RedirectError(
        "invalid_request",
        "invalid flow state, no valid flow state found",
        "flow_state_not_found",
      );
    }
    return { session: null, code };
  });
}

/** GoTrue's error redirect: the parameters in the query and, for older clients, the fragment. */
function errorLocation(target: string, error: RedirectError): string {
  const url = new URL(target);
  const params = new URLSearchParams({
    error: error.error,
    ...(error.errorCode ? { error_code: error.errorCode } : {}),
    error_description: error.description,
  });
  for (const [name, value] of params) url.searchParams.set(name, value);
  url.hash = params.toString();
  return url.toString();
}

/**
 * `GET /callback`: the provider's answer. With PKCE the browser goes on to the redirect target
 * with `?code=…` for `POST /token?grant_type=pkce`; without, with the session in the fragment.
 * Every failure is a redirect carrying `error`, `error_code` and `error_description`.
 */
export async function callback(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  let target = ctx.config.siteUrl;
  try {
    const state = readState(ctx, url.searchParams.get("state"));
    target = state.referrer;
    const outcome = await signIn(ctx, req, url, state);
    const location = new URL(target);
    if (outcome.code) {
      location.searchParams.set("code", outcome.code);
    } else if (outcome.session) {
      const { session } = outcome;
      location.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
      }).toString();
    }
    redirect(res, location.toString());
  } catch (error) {
    if (error instanceof RedirectError) return redirect(res, errorLocation(target, error));
    if (error instanceof AuthApiError) {
      const failure = new RedirectError(
        error.status >= 500 ? "server_error" : "invalid_request",
        error.message,
        error.code,
      );
      return redirect(res, errorLocation(target, failure));
    }
    throw error;
  }
}
