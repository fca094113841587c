import { describe, expect, it } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import { verifiedClaims } from "@/lib/supabase/claims";
import { createStatelessClient } from "@/lib/supabase/stateless";

const backend = testBackendForFile();

describe("verifiedClaims", () => {
  it("refuses a token signed by the backend before its nbf, and takes it once that has passed", async () => {
    const { id } = await backend().signedIn();
    const now = Math.floor(Date.now() / 1000);
    const token = (nbf: unknown) =>
      backend().standIn.signJwt({
        sub: id,
        role: "authenticated",
        aud: "authenticated",
        iat: now,
        exp: now + 600,
        ...(nbf === undefined ? {} : { nbf }),
      });
    const supabase = createStatelessClient({
      url: backend().standIn.url,
      key: backend().standIn.anonKey,
    });
    expect(await verifiedClaims(supabase, token(now + 600))).toBeNull();
    expect(await verifiedClaims(supabase, token("soon"))).toBeNull();
    expect(await verifiedClaims(supabase, token(now - 5))).toMatchObject({ sub: id });
    expect(await verifiedClaims(supabase, token(undefined))).toMatchObject({ sub: id });
  });
});
