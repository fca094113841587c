import type { User } from "@supabase/supabase-js";

/** One way in; `detail` names the provider's address when it is not the account's own. */
export type SignInMethod = { provider: "email" | "google"; label: string; detail: string };

const providersOf = (user: User): string[] =>
  Array.isArray(user.app_metadata.providers) ? (user.app_metadata.providers as string[]) : [];

/**
 * Whether the account can log in with a password: it was made with one (the e-mail provider) or
 * was given one on /profile. The auth server never says whether a password is set.
 */
export function hasPassword(user: User): boolean {
  return providersOf(user).includes("email") || user.user_metadata.password_set === true;
}

/**
 * The ways this account can sign in, for /profile: its password and each linked provider. The
 * profile shows the account's address once already, so a method repeats only another one.
 */
export function signInMethods(user: User): SignInMethod[] {
  const methods: SignInMethod[] = [];
  if (hasPassword(user))
    methods.push({ provider: "email", label: "E-mail and password", detail: "" });
  for (const identity of user.identities ?? []) {
    if (identity.provider !== "google") continue;
    const email = identity.identity_data?.email;
    const other = typeof email === "string" && email.toLowerCase() !== user.email?.toLowerCase();
    methods.push({ provider: "google", label: "Google", detail: other ? email : "" });
  }
  return methods;
}
