import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { client, startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";
import { providerRoundTrip, startTestOidcProvider } from "../support/oidc-provider";
import type { TestOidcProvider } from "../support/oidc-provider";

const SITE = "http://localhost:3000";
const CALLBACK = `${SITE}/auth/callback`;
const PASSWORD = "correct-horse-1";

let provider: TestOidcProvider;
let backend: TestBackend;
let withoutGoogle: TestBackend;
let withoutSecret: TestBackend;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: () => [`${backend.standIn.url}/auth/v1/callback`],
  });
  [backend, withoutGoogle] = await Promise.all([
    startTestBackend({
      siteUrl: SITE,
      externalGoogle: {
        enabled: true,
        url: provider.issuer,
        clientId: provider.clientId,
        secret: provider.clientSecret,
      },
    }),
    startTestBackend({ siteUrl: SITE }),
  ]);
  withoutSecret = await startTestBackend({
    siteUrl: SITE,
    externalGoogle: { enabled: true, url: provider.issuer, clientId: provider.clientId },
  });
}, 90_000);

afterAll(async () => {
  await Promise.all([
    backend?.standIn.close(),
    withoutGoogle?.standIn.close(),
    withoutSecret?.standIn.close(),
  ]);
  await provider?.close();
});

/** A client in the PKCE flow, as @supabase/ssr makes them: the verifier stays in its memory. */
function pkceClient(): SupabaseClient {
  return client(backend.standIn.url, backend.standIn.anonKey, {}, "pkce");
}

/** Starts a Google sign-in as the site does and walks it through the provider. */
async function googleSignIn(
  choice: { email: string } | "cancel",
  { redirectTo = CALLBACK, tamper }: { redirectTo?: string; tamper?: (url: URL) => URL } = {},
) {
  const auth = pkceClient();
  const { data, error } = await auth.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  const landing = await providerRoundTrip(data.url!, choice, { tamper });
  return { auth, landing };
}

async function signedInUser(choice: { email: string }) {
  const { auth, landing } = await googleSignIn(choice);
  expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
  const code = landing.searchParams.get("code");
  expect(code).toBeTruthy();
  const { data, error } = await auth.auth.exchangeCodeForSession(code!);
  expect(error).toBeNull();
  return data.user!;
}

async function identitiesOf(userId: string) {
  return backend.standIn.query<{ provider: string; email: string }>(
    "select provider, email from auth.identities where user_id = $1 order by provider",
    [userId],
  );
}

describe("sign in with Google (GoTrue's /authorize and /callback)", () => {
  it("reports the provider in /settings only when it is enabled", async () => {
    const on = await fetch(`${backend.standIn.url}/auth/v1/settings`).then((r) => r.json());
    const off = await fetch(`${withoutGoogle.standIn.url}/auth/v1/settings`).then((r) => r.json());
    expect(on.external.google).toBe(true);
    expect(off.external.google).toBe(false);
    const refused = await fetch(`${withoutGoogle.standIn.url}/auth/v1/authorize?provider=google`, {
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error_code: "validation_failed" });
  });

  it("counts a provider without its secret as off, as GoTrue refuses it", async () => {
    const settings = await fetch(`${withoutSecret.standIn.url}/auth/v1/settings`).then((r) =>
      r.json(),
    );
    expect(settings.external.google).toBe(false);
    const refused = await fetch(`${withoutSecret.standIn.url}/auth/v1/authorize?provider=google`, {
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      msg: "Unsupported provider: missing OAuth secret",
    });
  });

  it("creates a new member from the verified ID token, with a users row", async () => {
    const email = uniqueEmail("google-new");
    provider.addAccount({ email, name: "Asha Rao", picture: "https://example.com/asha.png" });
    const user = await signedInUser({ email });
    expect(user.email).toBe(email);
    expect(user.app_metadata).toMatchObject({ provider: "google", providers: ["google"] });
    expect(user.user_metadata).toMatchObject({
      full_name: "Asha Rao",
      avatar_url: "https://example.com/asha.png",
      email_verified: true,
      iss: provider.issuer,
    });
    expect(user.identities?.map((identity) => identity.provider)).toEqual(["google"]);
    const rows = await backend.standIn.query<{ name: string; email: string }>(
      "select name, email from public.users where uid = $1",
      [user.id],
    );
    expect(rows).toEqual([{ name: "Asha Rao", email }]);
  });

  it("signs a returning member into the same account and keeps one identity", async () => {
    const email = uniqueEmail("google-back");
    const first = await signedInUser({ email });
    provider.addAccount({ email, name: "New Name" });
    const second = await signedInUser({ email });
    expect(second.id).toBe(first.id);
    expect(second.user_metadata.full_name).toBe("New Name");
    expect(await identitiesOf(first.id)).toEqual([{ provider: "google", email }]);
  });

  it("links a verified address to the existing confirmed account", async () => {
    const email = uniqueEmail("google-link");
    const { data: signUp } = await backend.anon().auth.signUp({ email, password: PASSWORD });
    const user = await signedInUser({ email });
    expect(user.id).toBe(signUp.user!.id);
    expect(user.app_metadata.providers).toEqual(["email", "google"]);
    expect(user.identities?.map((identity) => identity.provider)).toEqual(["email", "google"]);
    const password = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(password.error).toBeNull();
  });

  it("does not link an address the provider has not verified", async () => {
    const email = uniqueEmail("google-unverified");
    const { data: signUp } = await backend.anon().auth.signUp({ email, password: PASSWORD });
    provider.addAccount({ email, emailVerified: false });
    const { landing } = await googleSignIn({ email });
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    expect(landing.searchParams.get("code")).toBeNull();
    expect(landing.searchParams.get("error")).toBe("access_denied");
    expect(landing.searchParams.get("error_code")).toBe("email_exists");
    expect(await identitiesOf(signUp.user!.id)).toEqual([]);
  });

  it("returns a cancel at the provider to the redirect target as access_denied", async () => {
    const { landing } = await googleSignIn("cancel");
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    expect(landing.searchParams.get("error")).toBe("access_denied");
    expect(landing.searchParams.get("error_description")).toBe("End-User aborted interaction");
    expect(new URLSearchParams(landing.hash.slice(1)).get("error")).toBe("access_denied");
  });

  it("refuses a tampered state and sends the browser to the site URL", async () => {
    const email = uniqueEmail("google-tamper");
    const { landing } = await googleSignIn(
      { email },
      {
        tamper: (url) => {
          const tampered = new URL(url);
          const state = tampered.searchParams.get("state")!;
          const [header, payload, signature] = state.split(".");
          const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
          claims.referrer = "https://evil.example/steal";
          const forged = Buffer.from(JSON.stringify(claims)).toString("base64url");
          tampered.searchParams.set("state", `${header}.${forged}.${signature}`);
          return tampered;
        },
      },
    );
    expect(landing.origin).toBe(SITE);
    expect(landing.searchParams.get("error_code")).toBe("bad_oauth_state");
    expect(landing.searchParams.get("code")).toBeNull();
    const users = await backend.standIn.query("select 1 from auth.users where email = $1", [email]);
    expect(users).toEqual([]);
  });

  it("never redirects outside the allow list: the site URL takes its place", async () => {
    const email = uniqueEmail("google-elsewhere");
    const { landing } = await googleSignIn({ email }, { redirectTo: "https://evil.example/x" });
    expect(landing.origin).toBe(SITE);
    expect(landing.pathname).toBe("/");
    expect(landing.searchParams.get("code")).toBeTruthy();
  });

  it("removes the identities with the account", async () => {
    const email = uniqueEmail("google-delete");
    const user = await signedInUser({ email });
    expect(await identitiesOf(user.id)).toHaveLength(1);
    const { error } = await backend.service().auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it("lets a member who signed up with Google set a password", async () => {
    const email = uniqueEmail("google-password");
    const { auth } = await (async () => {
      const started = await googleSignIn({ email });
      await started.auth.auth.exchangeCodeForSession(started.landing.searchParams.get("code")!);
      return started;
    })();
    const { error } = await auth.auth.updateUser({ password: PASSWORD });
    expect(error).toBeNull();
    const signIn = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});
