import { describe, expect, it } from "vitest";

import { madeBySignIn, parseGoogleStart } from "./google-start";

const start = Date.parse("2026-11-28T10:00:00.000Z");

describe("madeBySignIn", () => {
  it("counts an account made after the sign-in started as new", () => {
    expect(madeBySignIn({ created_at: "2026-11-28T10:00:02.345Z" }, start)).toBe(true);
  });

  it("counts an account made moments before the sign-in started as a return", () => {
    // A member who signed up with Google and comes straight back: well inside a second.
    expect(madeBySignIn({ created_at: "2026-11-28T09:59:59.800Z" }, start)).toBe(false);
  });

  it("counts a sign-in whose start is unknown as a return", () => {
    expect(madeBySignIn({ created_at: "2026-11-28T10:00:02.345Z" }, null)).toBe(false);
  });

  it("counts an account without a readable time as a return", () => {
    expect(madeBySignIn({ created_at: "" }, start)).toBe(false);
  });
});

describe("parseGoogleStart", () => {
  it("reads the milliseconds the cookie holds", () => {
    expect(parseGoogleStart(String(start))).toBe(start);
  });

  it("refuses anything that is not a whole number of milliseconds", () => {
    for (const value of [undefined, "", "12.5", "-3", "soon", "1e12"]) {
      expect(parseGoogleStart(value)).toBeNull();
    }
  });
});
