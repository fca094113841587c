import { describe, expect, it } from "vitest";

import { AUTH_STORAGE_KEY, hasAuthCookie } from "@/lib/supabase/config";

describe("hasAuthCookie", () => {
  it("finds the session cookie and its chunks", () => {
    expect(hasAuthCookie(`theme=dark; ${AUTH_STORAGE_KEY}=base64-abc`)).toBe(true);
    expect(hasAuthCookie(`${AUTH_STORAGE_KEY}.0=base64-abc; ${AUTH_STORAGE_KEY}.1=def`)).toBe(true);
  });

  it("ignores the PKCE verifier and look-alike names", () => {
    expect(hasAuthCookie(`${AUTH_STORAGE_KEY}-code-verifier=xyz`)).toBe(false);
    expect(hasAuthCookie(`x${AUTH_STORAGE_KEY}=1; other=2`)).toBe(false);
    expect(hasAuthCookie("")).toBe(false);
  });
});
