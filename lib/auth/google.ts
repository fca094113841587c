import "server-only";

import { EMBEDDED_API_PATH } from "@/lib/supabase/config";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import { serverEnv } from "@/lib/server-env";

/** How long the backend's answer holds: a provider turned on or off shows within a minute. */
const SETTINGS_TTL_MS = 60_000;

/** The sign-in ways `/auth/v1/settings` reports on (`external.*`) that the pages offer. */
type SignInWays = { google: boolean; phone: boolean };

const NONE: SignInWays = { google: false, phone: false };

let known: { url: string; until: number; ways: Promise<SignInWays> } | null = null;

async function askBackend(url: string, key: string): Promise<SignInWays> {
  try {
    const response = await fetch(`${url}/auth/v1/settings`, {
      headers: { apikey: key },
      cache: "no-store",
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) return NONE;
    const settings = (await response.json()) as {
      external?: { google?: unknown; phone?: unknown };
    };
    return { google: settings.external?.google === true, phone: settings.external?.phone === true };
  } catch {
    return NONE;
  }
}

/**
 * Which providers the backend has on (GoTrue's `/auth/v1/settings`, hosted or embedded), so no
 * page offers a button that leads nowhere. Asked at most once a minute per process; an
 * unreachable backend counts as all off.
 */
async function signInWays(): Promise<SignInWays> {
  let endpoint: { url: string; key: string };
  try {
    endpoint = serverEndpoint();
  } catch {
    return NONE;
  }
  if (!known || known.url !== endpoint.url || known.until < Date.now()) {
    known = {
      url: endpoint.url,
      until: Date.now() + SETTINGS_TTL_MS,
      ways: askBackend(endpoint.url, endpoint.key),
    };
  }
  return known.ways;
}

/** Whether the backend has Sign in with Google turned on (`external.google`). */
export async function googleSignInEnabled(): Promise<boolean> {
  return (await signInWays()).google;
}

/** Whether the backend sends codes to mobile numbers (`external.phone`). */
export async function phoneSignInEnabled(): Promise<boolean> {
  return (await signInWays()).phone;
}

/**
 * The provider round trip's first address as the browser must open it: the embedded backend is
 * reached through this site's `/supabase` gateway, a hosted project directly.
 */
export function browserAuthorizeUrl(authorizeUrl: string, siteOrigin: string): string {
  const env = serverEnv();
  const internal = env.SUPABASE_URL;
  if (env.NEXT_PUBLIC_SUPABASE_URL || !internal || !authorizeUrl.startsWith(`${internal}/`)) {
    return authorizeUrl;
  }
  return `${siteOrigin}${EMBEDDED_API_PATH}${authorizeUrl.slice(internal.length)}`;
}
