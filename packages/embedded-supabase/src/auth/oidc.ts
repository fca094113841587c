import { createRemoteJWKSet, jwtVerify } from "jose";
import type { JWTPayload } from "jose";

import type { ExternalProviderSettings } from "../config/external-settings";

/** Google's issuer; `[auth.external.google] url` names another (a test provider, a proxy). */
export const GOOGLE_ISSUER = "https://accounts.google.com";

/** The OpenID Connect scopes GoTrue asks Google for. */
export const GOOGLE_SCOPES = ["openid", "email", "profile"];

const TIMEOUT_MS = 10_000;

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

interface ProviderMetadata {
  discovery: Discovery;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/** Discovery documents and their key sets per issuer; jose refreshes keys it has not seen. */
const providers = new Map<string, Promise<ProviderMetadata>>();

export class ProviderError extends Error {}

async function discover(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new ProviderError(`discovery answered ${response.status}`);
  const discovery = (await response.json()) as Partial<Discovery>;
  const { authorization_endpoint, token_endpoint, jwks_uri } = discovery;
  if (discovery.issuer !== issuer || !authorization_endpoint || !token_endpoint || !jwks_uri) {
    throw new ProviderError("the discovery document does not describe this issuer");
  }
  return {
    discovery: discovery as Discovery,
    keys: createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration: TIMEOUT_MS }),
  };
}

/** The issuer's metadata, fetched once; a failed fetch is tried again on the next sign-in. */
export function providerMetadata(settings: ExternalProviderSettings): Promise<ProviderMetadata> {
  const issuer = settings.url || GOOGLE_ISSUER;
  let metadata = providers.get(issuer);
  if (!metadata) {
    metadata = discover(issuer);
    providers.set(issuer, metadata);
    metadata.catch(() => providers.delete(issuer));
  }
  return metadata;
}

/** The provider's consent page for this sign-in. */
export function authorizationUrl(
  metadata: ProviderMetadata,
  settings: ExternalProviderSettings,
  params: { redirectUri: string; state: string; scopes: string[]; extra: URLSearchParams },
): string {
  const url = new URL(metadata.discovery.authorization_endpoint);
  for (const [name, value] of params.extra) url.searchParams.set(name, value);
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("redirect_uri", params.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", [...new Set([...GOOGLE_SCOPES, ...params.scopes])].join(" "));
  url.searchParams.set("state", params.state);
  return url.toString();
}

export interface ProviderTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** The authorization code for the provider's tokens (client_secret_basic, RFC 6749 2.3.1). */
export async function exchangeCode(
  metadata: ProviderMetadata,
  settings: ExternalProviderSettings,
  code: string,
  redirectUri: string,
): Promise<ProviderTokens> {
  const credentials = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.secret)}`;
  const response = await fetch(metadata.discovery.token_endpoint, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      Authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.id_token !== "string") {
    const reason = typeof body.error === "string" ? body.error : `status ${response.status}`;
    throw new ProviderError(`the code exchange failed: ${reason}`);
  }
  return {
    idToken: body.id_token,
    accessToken: typeof body.access_token === "string" ? body.access_token : "",
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : "",
  };
}

/** The ID token's claims once its signature (the issuer's published keys), issuer, audience and expiry hold. */
export async function verifyIdToken(
  metadata: ProviderMetadata,
  settings: ExternalProviderSettings,
  idToken: string,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, metadata.keys, {
      issuer: metadata.discovery.issuer,
      audience: settings.clientId,
    });
    return payload;
  } catch (error) {
    throw new ProviderError(
      `the ID token is not valid: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** What a sign-in learns of the person, shaped as GoTrue's Google provider stores it. */
export interface ProviderUser {
  subject: string;
  email: string;
  emailVerified: boolean;
  /** `identity_data` and, for a new account, its user metadata. */
  identityData: Record<string, unknown>;
}

export function providerUser(claims: JWTPayload): ProviderUser {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const subject = text(claims.sub);
  const email = text(claims.email).toLowerCase();
  const emailVerified = claims.email_verified === true || claims.email_verified === "true";
  const name = text(claims.name);
  const picture = text(claims.picture);
  const identityData: Record<string, unknown> = {
    iss: claims.iss,
    sub: subject,
    email,
    email_verified: emailVerified,
    phone_verified: false,
    provider_id: subject,
    ...(name ? { name, full_name: name } : {}),
    ...(picture ? { picture, avatar_url: picture } : {}),
  };
  return { subject, email, emailVerified, identityData };
}
