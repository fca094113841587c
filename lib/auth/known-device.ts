import "server-only";

import { createHash } from "node:crypto";
import { cookies, headers } from "next/headers";

import { isHttpsRequest } from "@/lib/supabase/config";

/**
 * Where the backend reads a device's token on a password sign-in and answers with a new one
 * (packages/embedded-supabase: known devices get through while strangers' guesses are refused).
 */
const DEVICE_TOKEN_HEADER = "x-device-token";
const DEVICE_COOKIE_PREFIX = "gc-device-";
/** As long as the backend honours a token; each sign-in renews both. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[0-9A-Za-z._-]{1,200}$/;

/** One cookie per account, so a shared browser stays known to each of its members. */
function cookieName(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  return `${DEVICE_COOKIE_PREFIX}${digest.slice(0, 16)}`;
}

/**
 * A `fetch` for one password sign-in as `email`: it sends this browser's device token for the
 * account (from an httpOnly cookie the page's scripts cannot read) and keeps the one the backend
 * answers a right password with; `remember()` then stores that in the cookie.
 */
export async function knownDeviceFetch(email: string) {
  const cookieStore = await cookies();
  const name = cookieName(email);
  const presented = cookieStore.get(name)?.value;
  let issued: string | null = null;

  const deviceFetch: typeof fetch = async (input, init) => {
    const requestHeaders = new Headers(init?.headers);
    if (presented && TOKEN_PATTERN.test(presented)) {
      requestHeaders.set(DEVICE_TOKEN_HEADER, presented);
    }
    const response = await fetch(input, { ...init, headers: requestHeaders });
    const answered = response.headers.get(DEVICE_TOKEN_HEADER);
    if (answered && TOKEN_PATTERN.test(answered)) issued = answered;
    return response;
  };

  async function remember(): Promise<void> {
    if (!issued) return;
    cookieStore.set(name, issued, {
      path: "/",
      httpOnly: true,
      secure: isHttpsRequest(await headers()),
      sameSite: "lax",
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  }

  return { fetch: deviceFetch, remember };
}
