import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MailMessage } from "../../src/mail/types";
import { client, startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";

let backend: TestBackend;
const mails: MailMessage[] = [];

beforeAll(async () => {
  backend = await startTestBackend({ authRateLimits: { emailMaxFrequency: 60 } });
  backend.standIn.onMail((message) => mails.push(message));
}, 120_000);

afterAll(async () => {
  await backend?.standIn.close();
});

const ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** The token of the last e-mail change link sent to `to`. */
function tokenFor(to: string): string {
  const mail = mails.filter((m) => m.kind === "email_change" && m.to === to).at(-1);
  expect(mail, `an e-mail change link to ${to}`).toBeDefined();
  const link = new URL(mail!.link);
  expect(link.pathname).toBe("/auth/confirm");
  expect(link.searchParams.get("type")).toBe("email_change");
  return link.searchParams.get("token_hash")!;
}

async function profileEmail(id: string): Promise<string | undefined> {
  const [row] = await backend.standIn.query<{ email: string }>(
    "select email from public.users where uid = $1",
    [id],
  );
  return row?.email;
}

async function userStatus(accessToken: string): Promise<number> {
  const response = await fetch(`${backend.standIn.url}/auth/v1/user`, {
    headers: { apikey: backend.standIn.anonKey, Authorization: `Bearer ${accessToken}` },
  });
  return response.status;
}

describe("auth: e-mail change", { timeout: 30_000 }, () => {
  it("keeps the e-mail until both addresses confirm, then changes it and ends other sessions", async () => {
    const { client: supabase, id, email, password } = await backend.signedIn();
    const other = backend.anon();
    expect((await other.auth.signInWithPassword({ email, password })).error).toBeNull();
    const otherToken = (await other.auth.getSession()).data.session!.access_token;
    const requesterToken = (await supabase.auth.getSession()).data.session!.access_token;
    const newEmail = uniqueEmail("moved");

    const requested = await supabase.auth.updateUser({ email: newEmail.toUpperCase() });
    expect(requested.error).toBeNull();
    expect(requested.data.user).toMatchObject({ email, new_email: newEmail });
    expect(Date.parse(requested.data.user!.email_change_sent_at!)).toBeGreaterThan(
      Date.now() - 60_000,
    );

    // Pending: the account, its profile row and sign-in all still use the old address.
    expect((await supabase.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });
    expect(await profileEmail(id)).toBe(email);
    const early = await backend.anon().auth.signInWithPassword({ email: newEmail, password });
    expect(early.error?.code).toBe("invalid_credentials");

    // One link to each address; the first one confirmed only says so.
    const first = await fetch(`${backend.standIn.url}/auth/v1/verify`, {
      method: "POST",
      headers: { apikey: backend.standIn.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ type: "email_change", token_hash: tokenFor(newEmail) }),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ msg: ACCEPTED, code: "200" });
    expect((await supabase.auth.getUser()).data.user?.email).toBe(email);
    expect(await profileEmail(id)).toBe(email);

    // The second through the link form, as a mail client opening GoTrue's own URL would.
    const redirectTo = "http://localhost:3000/profile";
    const second = await fetch(
      `${backend.standIn.url}/auth/v1/verify?token=${tokenFor(email)}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`,
      { redirect: "manual" },
    );
    expect(second.status).toBe(303);
    const location = new URL(second.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("email_change");
    const accessToken = fragment.get("access_token")!;

    const changed = client(backend.standIn.url, backend.standIn.anonKey);
    const { data } = await changed.auth.getUser(accessToken);
    expect(data.user?.email).toBe(newEmail);
    expect(data.user).not.toHaveProperty("new_email");
    expect(data.user?.identities?.[0]?.identity_data?.email).toBe(newEmail);
    expect(await profileEmail(id)).toBe(newEmail);

    expect(await userStatus(otherToken)).toBe(403);
    expect(await userStatus(requesterToken)).toBe(403);
    expect(await userStatus(accessToken)).toBe(200);

    const old = await backend.anon().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await backend.anon().auth.signInWithPassword({ email: newEmail, password });
    expect(fresh.error).toBeNull();
  });

  it("confirms through supabase-js verifyOtp in either order, and each link works once", async () => {
    const { client: supabase, email } = await backend.signedIn();
    const newEmail = uniqueEmail("again");
    await supabase.auth.updateUser({ email: newEmail });
    const current = tokenFor(email);

    const half = await backend.anon().auth.verifyOtp({ type: "email_change", token_hash: current });
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    const reused = await backend
      .anon()
      .auth.verifyOtp({ type: "email_change", token_hash: current });
    expect(reused.error?.code).toBe("otp_expired");

    const done = await backend
      .anon()
      .auth.verifyOtp({ type: "email_change", token_hash: tokenFor(newEmail) });
    expect(done.error).toBeNull();
    expect(done.data.user?.email).toBe(newEmail);
    expect(done.data.session?.access_token).toBeTruthy();
  });

  it("replaces earlier links with a new request, limited to one per 60 seconds", async () => {
    const { client: supabase, email } = await backend.signedIn();
    const firstTarget = uniqueEmail("first");
    await supabase.auth.updateUser({ email: firstTarget });
    const again = await supabase.auth.updateUser({ email: uniqueEmail("second") });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe("over_email_send_rate_limit");
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after/);
    expect((await supabase.auth.getUser()).data.user).toMatchObject({
      email,
      new_email: firstTarget,
    });
  });

  it("refuses an address another account uses, and a forged link", async () => {
    const { client: supabase } = await backend.signedIn();
    const { email: taken } = await backend.signedIn();
    const refused = await supabase.auth.updateUser({ email: taken });
    expect(refused.error?.code).toBe("email_exists");

    const forged = await backend
      .anon()
      .auth.verifyOtp({ type: "email_change", token_hash: "f".repeat(64) });
    expect(forged.error?.status).toBe(403);
    expect(forged.error?.code).toBe("otp_expired");

    const link = await fetch(
      `${backend.standIn.url}/auth/v1/verify?token=${"f".repeat(64)}&type=email_change`,
      { redirect: "manual" },
    );
    expect(link.status).toBe(303);
    const fragment = new URLSearchParams(new URL(link.headers.get("location")!).hash.slice(1));
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(fragment.get("error_description")).toBe("Email link is invalid or has expired");
  });
});

describe("auth: e-mail change without double confirmation", () => {
  it("sends one link, to the new address, which completes the change", async () => {
    const single = await startTestBackend({ doubleConfirmChanges: false });
    try {
      const sent: MailMessage[] = [];
      single.standIn.onMail((message) => sent.push(message));
      const { client: supabase, email } = await single.signedIn();
      const newEmail = uniqueEmail("single");
      await supabase.auth.updateUser({ email: newEmail });
      expect(sent.map((m) => m.to)).toEqual([newEmail]);
      const token = new URL(sent[0]!.link).searchParams.get("token_hash")!;
      const done = await single.anon().auth.verifyOtp({ type: "email_change", token_hash: token });
      expect(done.data.user?.email).toBe(newEmail);
      expect(email).not.toBe(newEmail);
    } finally {
      await single.standIn.close();
    }
  }, 120_000);
});
