import "server-only";

import { cookies, headers } from "next/headers";

import { isHttpsRequest } from "@/lib/supabase/config";
import { emailField } from "@/lib/validations/email";

/**
 * The address a team member last looked up, kept in an HttpOnly cookie of the console's own
 * path, so the address never travels in a URL (and so in no log or history) and the record page
 * survives a reload. Ten minutes: long enough to answer a request, short on a shared screen.
 */
const COOKIE = "gc-admin-address";
const MAX_AGE_SECONDS = 10 * 60;

export async function rememberLookedUpAddress(email: string) {
  (await cookies()).set(COOKIE, email, {
    path: "/admin",
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "strict",
    secure: isHttpsRequest(await headers()),
  });
}

export async function lookedUpAddress(): Promise<string | null> {
  const value = (await cookies()).get(COOKIE)?.value;
  const parsed = value ? emailField.safeParse(value) : null;
  return parsed?.success ? parsed.data.toLowerCase() : null;
}

export async function forgetLookedUpAddress() {
  (await cookies()).delete({ name: COOKIE, path: "/admin" });
}
