import { describe, expect, it } from "vitest";

import {
  readSessionMarker,
  SESSION_MARKER_COOKIE,
  sessionCookieOptions,
} from "@/lib/supabase/config";

describe("readSessionMarker", () => {
  it("reads who is signed in from the marker among other cookies", () => {
    expect(
      readSessionMarker(`theme=dark; ${SESSION_MARKER_COOKIE}=ana%40example.com; other=1`),
    ).toEqual({ email: "ana@example.com" });
  });

  it("says signed in without an address when the marker has none or a mangled one", () => {
    expect(readSessionMarker(`${SESSION_MARKER_COOKIE}=`)).toEqual({ email: null });
    expect(readSessionMarker(`${SESSION_MARKER_COOKIE}=%E0%A4%A`)).toEqual({ email: null });
  });

  it("says nobody without the marker, whatever else is there", () => {
    expect(readSessionMarker("")).toBeNull();
    expect(
      readSessionMarker(`x${SESSION_MARKER_COOKIE}=a%40b.c; sb-gurukul-auth-token=base64-x`),
    ).toBeNull();
  });
});

describe("sessionCookieOptions", () => {
  it("keeps the session out of scripts' reach, on this site's links only, for 30 days", () => {
    expect(sessionCookieOptions(true)).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/",
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(sessionCookieOptions(false).secure).toBe(false);
  });
});
