import type { NextRequest } from "next/server";

import { redirectWithCookies, updateSession } from "@/lib/supabase/proxy";

/** Pages that need a signed-in user; anyone else is sent to /login and brought back after. */
const PROTECTED_PREFIXES = ["/profile"];

export async function proxy(request: NextRequest) {
  const { response, claims } = await updateSession(request);
  const { pathname, search } = request.nextUrl;

  if (!claims && PROTECTED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    const login = new URL("/login", request.url);
    login.searchParams.set("next", `${pathname}${search}`);
    return redirectWithCookies(login, response);
  }
  return response;
}

// Only where the session matters: marketing pages never run the proxy and stay static.
export const config = {
  matcher: [
    "/profile/:path*",
    "/login",
    "/signup",
    "/forgot-password",
    "/reset-password",
    "/auth/:path*",
    "/api/account/:path*",
  ],
};
