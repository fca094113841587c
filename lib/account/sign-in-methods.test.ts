import type { User } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { hasPassword, signInMethods } from "./sign-in-methods";

function user(providers: string[], identities: { provider: string; email: string }[] = []) {
  return {
    id: "u",
    email: "asha@example.com",
    app_metadata: { providers },
    user_metadata: {},
    identities: identities.map(({ provider, email }) => ({
      provider,
      identity_data: { email },
    })),
  } as unknown as User;
}

describe("signInMethods", () => {
  it("lists the password and Google, naming only an address other than the account's", () => {
    const linked = user(["email", "google"], [{ provider: "google", email: "Asha@example.com" }]);
    expect(signInMethods(linked)).toEqual([
      { provider: "email", label: "E-mail and password", detail: "" },
      { provider: "google", label: "Google", detail: "" },
    ]);
    const other = user(["google"], [{ provider: "google", email: "asha.rao@gmail.com" }]);
    expect(signInMethods(other)).toEqual([
      { provider: "google", label: "Google", detail: "asha.rao@gmail.com" },
    ]);
  });
});

describe("hasPassword", () => {
  it("is true for the e-mail provider or a password set on the profile", () => {
    expect(hasPassword(user(["email"]))).toBe(true);
    expect(hasPassword(user(["google"]))).toBe(false);
    const set = user(["google"]);
    set.user_metadata.password_set = true;
    expect(hasPassword(set)).toBe(true);
  });
});
