import { describe, expect, it } from "vitest";

import { AUTH_STORAGE_KEY, SESSION_MARKER_COOKIE } from "@/lib/supabase/config";
import {
  markerCookie,
  markFromSessionCookies,
  withSessionLifetime,
} from "@/lib/supabase/session-marker";

/** A session cookie value as @supabase/ssr writes it. */
function encoded(session: unknown): string {
  return `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
}

const session = { access_token: "a", refresh_token: "r", user: { email: "ana@example.com" } };

describe("markFromSessionCookies", () => {
  it("names the account of a session written in one cookie", () => {
    expect(markFromSessionCookies([{ name: AUTH_STORAGE_KEY, value: encoded(session) }])).toEqual({
      email: "ana@example.com",
    });
  });

  it("names an account without an e-mail address by its name, else by its number", () => {
    const mark = (user: object) =>
      markFromSessionCookies([{ name: AUTH_STORAGE_KEY, value: encoded({ ...session, user }) }]);
    const phone = "919876543210";
    expect(mark({ email: "", phone, user_metadata: { full_name: "Asha Rao" } })).toEqual({
      email: "Asha Rao",
    });
    expect(mark({ email: "", phone, user_metadata: {} })).toEqual({ email: "+919876543210" });
  });

  it("joins a session written in chunks in their order, whatever order they come in", () => {
    const value = encoded(session);
    const cookies = [
      { name: `${AUTH_STORAGE_KEY}.1`, value: value.slice(20) },
      { name: `${AUTH_STORAGE_KEY}.0`, value: value.slice(0, 20) },
      { name: `${AUTH_STORAGE_KEY}.2`, value: "" },
    ];
    expect(markFromSessionCookies(cookies)).toEqual({ email: "ana@example.com" });
  });

  it("says nobody when the session cookies are removed", () => {
    expect(
      markFromSessionCookies([
        { name: `${AUTH_STORAGE_KEY}.0`, value: "" },
        { name: `${AUTH_STORAGE_KEY}.1`, value: "" },
      ]),
    ).toBeNull();
  });

  it("leaves the marker alone for cookies that are not the session's", () => {
    expect(
      markFromSessionCookies([
        { name: `${AUTH_STORAGE_KEY}-code-verifier`, value: "xyz" },
        { name: "gc-flash", value: "login" },
      ]),
    ).toBeUndefined();
  });

  it("marks a session it cannot read as signed in without an address", () => {
    expect(markFromSessionCookies([{ name: AUTH_STORAGE_KEY, value: "base64-!!" }])).toEqual({
      email: null,
    });
  });
});

describe("markerCookie", () => {
  it("holds the address, readable by the page, and expires with the session", () => {
    const cookie = markerCookie({ email: "ana@example.com" }, true);
    expect(cookie).toMatchObject({ name: SESSION_MARKER_COOKIE, value: "ana@example.com" });
    expect(cookie.options).toMatchObject({ sameSite: "lax", secure: true, maxAge: 2_592_000 });
    expect(cookie.options).not.toHaveProperty("httpOnly");
  });

  it("is removed when nobody is signed in", () => {
    expect(markerCookie(null, false)).toMatchObject({ value: "", options: { maxAge: 0 } });
  });
});

describe("withSessionLifetime", () => {
  it("gives a written session cookie our life instead of 400 days, and leaves removals alone", () => {
    expect(withSessionLifetime({ maxAge: 400 * 24 * 60 * 60, httpOnly: true })).toEqual({
      maxAge: 30 * 24 * 60 * 60,
      httpOnly: true,
    });
    expect(withSessionLifetime({ maxAge: 0 })).toEqual({ maxAge: 0 });
  });
});
