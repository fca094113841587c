/** Codes of a refusal by the backend rather than the visitor's own cancel at Google. */
const BACKEND_REFUSALS = ["signup_disabled", "provider_email_needs_verification"];

/**
 * Which message /login shows (`?error=`, components/auth/login-view.tsx) for the backend's
 * `error` and `error_code` of a Google sign-in that did not complete.
 */
export function googleFailureReason(error: string, code: string | null): string {
  if (code === "email_exists") return "google_email_exists";
  if (error === "access_denied" && !BACKEND_REFUSALS.includes(code ?? "")) {
    return "google_cancelled";
  }
  return "google_failed";
}

/**
 * Where a visitor sent to the home page by a failed Google sign-in goes instead: /login with the
 * message for it; null for any other request.
 *
 * The backend returns a sign-in to the page its state names (/auth/callback, which handles the
 * failures it is sent). A state it cannot read, tampered with or past its five minutes, names no
 * page, so GoTrue (and the embedded backend) send the browser to the site URL with its error in
 * the query, `?error=invalid_request&error_code=bad_oauth_state&error_description=…`, and in the
 * fragment again. The home page is prerendered and shows no message, so proxy.ts answers such a
 * request with this redirect first. `error` alone is not enough: the newsletter form's plain
 * post comes back to `/?error=<code>`.
 */
export function googleFailureLanding(url: URL): URL | null {
  if (url.pathname !== "/") return null;
  const params = url.searchParams;
  const error = params.get("error");
  if (!error || !(params.has("error_description") || params.has("error_code"))) return null;
  const login = new URL("/login", url);
  login.searchParams.set("error", googleFailureReason(error, params.get("error_code")));
  return login;
}
