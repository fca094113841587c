import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MailMessage } from "../../src/mail/types";
import { client, startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    refreshTokenReuseInterval: 0.3,
    siteUrl: "http://localhost:3000",
  });
}, 30_000);

afterAll(async () => {
  await backend?.standIn.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function nextMail(): Promise<MailMessage> {
  return new Promise((resolve) => {
    const off = backend.standIn.onMail((message) => {
      off();
      resolve(message);
    });
  });
}

describe("auth: signUp", () => {
  it("returns a session and creates the users row from the metadata and the lower-cased e-mail", async () => {
    const supabase = backend.anon();
    const email = uniqueEmail("Mixed.Case");
    const { data, error } = await supabase.auth.signUp({
      email,
      password: "secret-123",
      options: { data: { full_name: "Asha Rao" } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.token_type).toBe("bearer");
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.user_metadata.full_name).toBe("Asha Rao");
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"] });

    const row = await supabase.from("users").select().eq("uid", data.user!.id).single();
    expect(row.error).toBeNull();
    expect(row.data).toMatchObject({
      uid: data.user!.id,
      name: "Asha Rao",
      email: email.toLowerCase(),
    });
    expect(Date.parse(row.data.created_at)).not.toBeNaN();
  });

  it("names the user after the e-mail when no full name is given", async () => {
    const supabase = backend.anon();
    const email = uniqueEmail("noname");
    const { data } = await supabase.auth.signUp({ email, password: "secret-123" });
    const row = await supabase.from("users").select("name").eq("uid", data.user!.id).single();
    expect(row.data?.name).toBe(email.split("@")[0]);
  });

  it("rejects a second account for the same e-mail in any case with user_already_exists", async () => {
    const email = uniqueEmail("dup");
    await backend.anon().auth.signUp({ email, password: "secret-123" });
    const { data, error } = await backend
      .anon()
      .auth.signUp({ email: email.toUpperCase(), password: "other-secret" });
    expect(data.session).toBeNull();
    expect(error?.code).toBe("user_already_exists");
    expect(error?.message).toBe("User already registered");
    expect(error?.status).toBe(422);
  });

  it("rejects a short password with weak_password and its reasons", async () => {
    const { error } = await backend.anon().auth.signUp({ email: uniqueEmail(), password: "12345" });
    expect(error?.code).toBe("weak_password");
    expect(error?.name).toBe("AuthWeakPasswordError");
    expect(error?.message).toBe("Password should be at least 6 characters.");
    expect((error as { reasons?: string[] }).reasons).toEqual(["length"]);
  });

  it("rejects a malformed e-mail with validation_failed", async () => {
    const { error } = await backend
      .anon()
      .auth.signUp({ email: "not-an-email", password: "secret-123" });
    expect(error?.code).toBe("validation_failed");
    expect(error?.status).toBe(400);
  });
});

describe("auth: signInWithPassword", () => {
  it("signs in with the right password, whatever the e-mail's case", async () => {
    const { email, password } = await backend.signedIn();
    const { data, error } = await backend
      .anon()
      .auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
  });

  it("fails with invalid_credentials for a wrong password or an unknown e-mail", async () => {
    const { email } = await backend.signedIn();
    for (const attempt of [
      { email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: "whatever-1" },
    ]) {
      const { data, error } = await backend.anon().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.code).toBe("invalid_credentials");
      expect(error?.message).toBe("Invalid login credentials");
      expect(error?.status).toBe(400);
    }
  });
});

describe("auth: getUser and getClaims", () => {
  it("getUser returns the signed-in user from the server", async () => {
    const { client: supabase, id, email } = await backend.signedIn("Getter");
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, aud: "authenticated", role: "authenticated" });
    expect(data.user?.user_metadata.full_name).toBe("Getter");
  });

  it("getClaims verifies the ES256 token locally with the JWKS, without calling /user", async () => {
    const { client: supabase, id, email } = await backend.signedIn();
    const before = backend.requests.length;
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(data?.claims).toMatchObject({
      sub: id,
      email,
      aud: "authenticated",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      phone: "",
      iss: `${backend.standIn.url}/auth/v1`,
      app_metadata: { provider: "email", providers: ["email"] },
    });
    expect(data?.claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.claims.amr?.[0]).toMatchObject({ method: "password" });
    const paths = backend.requests.slice(before).map((entry) => entry.path);
    expect(paths).not.toContain("/auth/v1/user");
    expect(paths.every((path) => path === "/auth/v1/.well-known/jwks.json")).toBe(true);
  });

  it("serves the public JWK with its kid", async () => {
    const response = await fetch(`${backend.standIn.url}/auth/v1/.well-known/jwks.json`);
    const body = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(body.keys[0]).not.toHaveProperty("d");
  });
});

/** GoTrue's answer to an access token whose session was ended: 403 `session_not_found`. */
async function expectSessionEnded(accessToken: string) {
  const raw = await fetch(`${backend.standIn.url}/auth/v1/user`, {
    headers: {
      apikey: backend.standIn.anonKey,
      Authorization: `Bearer ${accessToken}`,
      "X-Supabase-Api-Version": "2024-01-01",
    },
  });
  expect(raw.status).toBe(403);
  expect(raw.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  expect(await raw.json()).toEqual({
    code: "session_not_found",
    message: "Session from session_id claim in JWT does not exist",
  });
}

describe("auth: refreshSession", () => {
  it("rotates the refresh token; the parent works only within the reuse window", async () => {
    const { client: supabase } = await backend.signedIn();
    const first = (await supabase.auth.getSession()).data.session!;

    const rotated = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(rotated.error).toBeNull();
    const second = rotated.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);

    const reused = await backend.anon().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toBeNull();
    expect(reused.data.session?.refresh_token).toBe(second.refresh_token);

    await sleep(450);
    const late = await backend.anon().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(late.error?.code).toBe("refresh_token_already_used");
    expect(late.error?.message).toBe("Invalid Refresh Token: Already Used");

    // Reuse outside the window ends the session: its current refresh and access tokens too.
    const family = await backend
      .anon()
      .auth.refreshSession({ refresh_token: second.refresh_token });
    expect(family.error?.code).toBe("refresh_token_not_found");
    await expectSessionEnded(second.access_token);
  });

  it("rejects an unknown refresh token with refresh_token_not_found", async () => {
    const { error } = await backend.anon().auth.refreshSession({ refresh_token: "no-such-token" });
    expect(error?.code).toBe("refresh_token_not_found");
  });
});

describe("auth: signOut", () => {
  it("revokes the session: the refresh token and the access token stop working", async () => {
    const { client: supabase } = await backend.signedIn();
    const session = (await supabase.auth.getSession()).data.session!;
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const refreshed = await backend
      .anon()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe("refresh_token_not_found");

    const user = await backend.anon().auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe("AuthSessionMissingError");

    await expectSessionEnded(session.access_token);
  });

  it("ends the session when signed out with an access token issued after a refresh", async () => {
    const { client: supabase } = await backend.signedIn();
    const first = (await supabase.auth.getSession()).data.session!;
    const { data } = await supabase.auth.refreshSession();
    expect((await supabase.auth.signOut()).error).toBeNull();
    await expectSessionEnded(first.access_token);
    await expectSessionEnded(data.session!.access_token);
  });

  it("scope local ends only the current session", async () => {
    const { email, password } = await backend.signedIn();
    const a = backend.anon();
    const b = backend.anon();
    await a.auth.signInWithPassword({ email, password });
    await b.auth.signInWithPassword({ email, password });
    await a.auth.signOut({ scope: "local" });
    expect((await b.auth.getUser()).error).toBeNull();
  });
});

describe("auth: updateUser", () => {
  it("merges metadata, deletes null keys and changes the password", async () => {
    const { client: supabase, email, password } = await backend.signedIn("Before");
    await supabase.auth.updateUser({ data: { theme: "dark", plan: "free" } });
    const { data, error } = await supabase.auth.updateUser({
      data: { plan: null, full_name: "After" },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: "After", theme: "dark" });
    expect(data.user?.user_metadata).not.toHaveProperty("plan");

    const same = await supabase.auth.updateUser({ password });
    expect(same.error?.code).toBe("same_password");
    const weak = await supabase.auth.updateUser({ password: "abc" });
    expect(weak.error?.code).toBe("weak_password");

    expect((await supabase.auth.updateUser({ password: "brand-new-pass" })).error).toBeNull();
    const old = await backend.anon().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await backend
      .anon()
      .auth.signInWithPassword({ email, password: "brand-new-pass" });
    expect(fresh.error).toBeNull();
  });
});

describe("auth: password recovery", () => {
  it("e-mails a single-use link whose token_hash signs in for a password change", async () => {
    const { email } = await backend.signedIn();
    const mail = nextMail();
    const requested = await backend.anon().auth.resetPasswordForEmail(email.toUpperCase());
    expect(requested.error).toBeNull();
    const message = await mail;
    expect(message.to).toBe(email);
    const link = new URL(message.link);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/auth/confirm");
    expect(link.searchParams.get("type")).toBe("recovery");
    const tokenHash = link.searchParams.get("token_hash")!;
    // GoTrue's {{ .TokenHash }}: SHA-224 of the address and the 6-digit code the e-mail shows.
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);
    expect(message.code).toMatch(/^\d{6}$/);

    const supabase = backend.anon();
    const verified = await supabase.auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect((await supabase.auth.updateUser({ password: "recovered-pass" })).error).toBeNull();
    const signIn = await backend
      .anon()
      .auth.signInWithPassword({ email, password: "recovered-pass" });
    expect(signIn.error).toBeNull();

    const again = await backend.anon().auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(again.error?.code).toBe("otp_expired");
    expect(again.data.session).toBeNull();
  });

  it("keeps redirect_to and its query when it points at the site", async () => {
    const { email } = await backend.signedIn();
    const mail = nextMail();
    await backend.anon().auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/auth/confirm?next=/reset-password",
    });
    const link = new URL((await mail).link);
    expect(link.pathname).toBe("/auth/confirm");
    expect(link.searchParams.get("next")).toBe("/reset-password");
    expect(link.searchParams.get("token_hash")).toBeTruthy();
    expect(link.searchParams.get("type")).toBe("recovery");
  });

  it("answers {} for an unknown e-mail and sends nothing", async () => {
    let sent = false;
    const off = backend.standIn.onMail(() => (sent = true));
    const { data, error } = await backend.anon().auth.resetPasswordForEmail(uniqueEmail("ghost"));
    off();
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(sent).toBe(false);
  });
});

describe("auth: error bodies by API version", () => {
  const signUp = (body: unknown, version?: string) =>
    fetch(`${backend.standIn.url}/auth/v1/signup`, {
      method: "POST",
      headers: {
        apikey: backend.standIn.anonKey,
        "Content-Type": "application/json",
        ...(version ? { "X-Supabase-Api-Version": version } : {}),
      },
      body: JSON.stringify(body),
    });

  it("answers a request for 2024-01-01 in GoTrue's shape and echoes the version", async () => {
    const weak = await signUp({ email: uniqueEmail("weak"), password: "123" }, "2024-01-01");
    expect(weak.status).toBe(422);
    expect(weak.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await weak.json()).toEqual({
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      weak_password: { reasons: ["length"] },
    });
    const later = await signUp({ email: "not-an-address", password: "secret-123" }, "2025-06-30");
    expect(later.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await later.json()).toEqual({
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });
  });

  it("echoes no version to a request without one, or with an earlier or malformed one", async () => {
    for (const version of [undefined, "2023-12-31", "2024-02-30", "yesterday"]) {
      const response = await signUp({ email: "not-an-address", password: "secret-123" }, version);
      expect(response.status).toBe(400);
      expect(response.headers.get("x-supabase-api-version")).toBeNull();
      expect(await response.json()).toMatchObject({
        error_code: "validation_failed",
        msg: "Unable to validate email address: invalid format",
      });
    }
  });
});

describe("auth: otp with auto-confirmed sign-ups", () => {
  it("confirms a new address's account at once and e-mails it a magic link, as GoTrue's sign-up does", async () => {
    const email = uniqueEmail("otp-auto");
    const mail = nextMail();
    const { data, error } = await backend
      .anon()
      .auth.signInWithOtp({ email, options: { data: { full_name: "Nila Das" } } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const sent = await mail;
    expect(sent.kind).toBe("magiclink");
    expect(new URL(sent.link).searchParams.get("type")).toBe("magiclink");

    const [row] = await backend.standIn.query<{
      confirmed: boolean;
      meta: Record<string, unknown>;
    }>(
      `select email_confirmed_at is not null as confirmed, raw_user_meta_data as meta
       from auth.users where email = $1`,
      [email],
    );
    expect(row).toMatchObject({
      confirmed: true,
      meta: { full_name: "Nila Das", email, email_verified: true },
    });

    const typed = await backend.anon().auth.verifyOtp({ type: "email", email, token: sent.code });
    expect(typed.error).toBeNull();
    expect(typed.data.session?.user.email).toBe(email);
  });

  it("confirms an unconfirmed account before sending it the magic link", async () => {
    const email = uniqueEmail("otp-unconfirmed");
    const created = await backend
      .service()
      .auth.admin.createUser({ email, password: "secret-123" });
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    const mail = nextMail();
    expect((await backend.anon().auth.signInWithOtp({ email })).error).toBeNull();
    expect((await mail).kind).toBe("magiclink");
    const { data } = await backend.service().auth.admin.getUserById(created.data.user!.id);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe("auth: service endpoints", () => {
  it("answers health and settings with CORS, and no API version header on success (as GoTrue)", async () => {
    const health = await fetch(`${backend.standIn.url}/auth/v1/health`, {
      headers: { Origin: "http://localhost:3000", "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(health.status).toBe(200);
    expect(health.headers.get("x-supabase-api-version")).toBeNull();
    expect(health.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(health.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
    const settings = (await (
      await fetch(`${backend.standIn.url}/auth/v1/settings`)
    ).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ mailer_autoconfirm: true, disable_signup: false });
  });

  it("answers CORS preflights for the headers supabase-js sends", async () => {
    const response = await fetch(`${backend.standIn.url}/rest/v1/users`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, authorization, prefer, x-client-info",
      },
    });
    expect(response.status).toBe(204);
    const allowed = response.headers.get("access-control-allow-headers") ?? "";
    for (const name of ["apikey", "authorization", "prefer", "x-client-info", "content-profile"]) {
      expect(allowed).toContain(name);
    }
  });

  it("works through a client that keeps only the anon key", async () => {
    const anonymous = client(backend.standIn.url, backend.standIn.anonKey);
    const { data, error } = await anonymous.auth.getSession();
    expect(error).toBeNull();
    expect(data.session).toBeNull();
  });
});
