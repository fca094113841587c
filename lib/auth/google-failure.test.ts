import { describe, expect, it } from "vitest";

import { googleFailureLanding, googleFailureReason } from "@/lib/auth/google-failure";

const SITE = "https://gurukul.example";
const landing = (path: string) => googleFailureLanding(new URL(path, SITE))?.toString() ?? null;

describe("googleFailureLanding", () => {
  it("sends a sign-in whose state the backend could not read to /login with the failure message", () => {
    // What the backend sends for a tampered or expired state (GoTrue's bad_oauth_state).
    const query = new URLSearchParams({
      error: "invalid_request",
      error_code: "bad_oauth_state",
      error_description: "OAuth state is invalid",
    });
    expect(landing(`/?${query}#${query}`)).toBe(`${SITE}/login?error=google_failed`);
    // Older GoTrue sends no error_code.
    expect(landing("/?error=server_error&error_description=Unable+to+exchange")).toBe(
      `${SITE}/login?error=google_failed`,
    );
  });

  it("tells a cancel at Google from a failure, as /auth/callback does", () => {
    expect(landing("/?error=access_denied&error_description=User+cancelled")).toBe(
      `${SITE}/login?error=google_cancelled`,
    );
    expect(landing("/?error=access_denied&error_code=signup_disabled")).toBe(
      `${SITE}/login?error=google_failed`,
    );
  });

  it("leaves every other request alone", () => {
    // The newsletter form's plain post comes back to the home page with `?error=<code>`.
    expect(landing("/?error=invalid_input")).toBeNull();
    expect(landing("/?sent=1")).toBeNull();
    expect(landing("/")).toBeNull();
    expect(landing("/?error_description=x")).toBeNull();
    expect(landing("/about?error=invalid_request&error_code=bad_oauth_state")).toBeNull();
  });
});

describe("googleFailureReason", () => {
  it("names /login's message for the backend's error and code", () => {
    expect(googleFailureReason("access_denied", null)).toBe("google_cancelled");
    expect(googleFailureReason("access_denied", "provider_email_needs_verification")).toBe(
      "google_failed",
    );
    expect(googleFailureReason("invalid_request", "email_exists")).toBe("google_email_exists");
    expect(googleFailureReason("invalid_request", "bad_oauth_state")).toBe("google_failed");
  });
});
