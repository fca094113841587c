import type { SupabaseClient } from "@supabase/supabase-js";
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MailMessage } from "../../src/mail/types";
import { client, expectAnswer, startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";

const SITE = "http://localhost:3000";
const PASSWORD = "correct-horse-1";

let backend: TestBackend;
let closed: TestBackend;
const mails: MailMessage[] = [];

beforeAll(async () => {
  [backend, closed] = await Promise.all([
    startTestBackend({ siteUrl: SITE, enableConfirmations: true }),
    startTestBackend({ siteUrl: SITE, enableSignup: false }),
  ]);
  backend.standIn.onMail((message) => mails.push(message));
}, 90_000);

afterAll(async () => {
  await Promise.all([backend?.standIn.close(), closed?.standIn.close()]);
});

function lastMail(to: string): MailMessage {
  const mail = mails.filter((message) => message.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** A client in the PKCE flow, as @supabase/ssr makes them: the verifier stays in its memory. */
function pkceClient(): SupabaseClient {
  return client(backend.standIn.url, backend.standIn.anonKey, {}, "pkce");
}

/** Opens an e-mailed `/auth/v1/verify` link as a browser would and returns where it redirects. */
async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

/** POSTs a JSON body to `/auth/v1/<path>` as the anon key, as GoTrue's clients do. */
function postAnon(path: string, body: unknown): Promise<Response> {
  return fetch(`${backend.standIn.url}/auth/v1/${path}`, {
    method: "POST",
    headers: { apikey: backend.standIn.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function signUpUnconfirmed(prefix: string) {
  const email = uniqueEmail(prefix);
  const { data, error } = await backend.anon().auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: "Kavya Menon" }, emailRedirectTo: `${SITE}/auth/confirm?next=/` },
  });
  expect(error).toBeNull();
  return { email, user: data.user!, session: data.session };
}

describe("auth: sign-up with enable_confirmations", () => {
  it("answers with the user and no session, e-mails a link and a code, and refuses the password until confirmed", async () => {
    const { email, user, session } = await signUpUnconfirmed("confirm");
    expect(session).toBeNull();
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.identities).toHaveLength(1);

    const mail = lastMail(email);
    expect(mail.kind).toBe("signup");
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.standIn.url}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe(`${SITE}/auth/confirm?next=/`);

    const signIn = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe("email_not_confirmed");
    expect(signIn.error?.message).toBe("Email not confirmed");

    const settings = (await (await fetch(`${backend.standIn.url}/auth/v1/settings`)).json()) as {
      mailer_autoconfirm: boolean;
    };
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it("confirms through the link: the redirect carries the session and the password then works", async () => {
    const { email } = await signUpUnconfirmed("link");
    const target = await openLink(lastMail(email).link);
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE}/auth/confirm`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get("access_token")).toBeTruthy();
    expect(fragment.get("refresh_token")).toBeTruthy();
    expect(fragment.get("type")).toBe("signup");

    const signIn = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(signIn.data.user?.user_metadata.email_verified).toBe(true);
  });

  it("answers a second sign-up of a confirmed address with a look-alike user and sends nothing", async () => {
    const { email } = await signUpUnconfirmed("twice");
    await openLink(lastMail(email).link);
    const before = mails.length;
    const { data, error } = await backend.anon().auth.signUp({ email, password: "another-pass-1" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(mails.length).toBe(before);
  });
});

describe("auth: verify", () => {
  it("signs in with the e-mail and its 6-digit code, once", async () => {
    const { email } = await signUpUnconfirmed("code");
    const { code } = lastMail(email);
    const { data, error } = await backend
      .anon()
      .auth.verifyOtp({ type: "signup", email: email.toUpperCase(), token: code });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);

    const again = await backend.anon().auth.verifyOtp({ type: "signup", email, token: code });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe("otp_expired");
    expect(again.error?.message).toBe("Token has expired or is invalid");
  });

  it("gives the link a random token that is not derived from the code", async () => {
    const { email } = await signUpUnconfirmed("random");
    const { code, link } = lastMail(email);
    const tokenHash = new URL(link).searchParams.get("token")!;
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);
    // GoTrue derives it as SHA-224 of address and code, which leaves only the code's 20 bits.
    const derived = createHash("sha224")
      .update(email + code)
      .digest("hex");
    expect(tokenHash).not.toBe(derived);
  });

  it("kills a code after 5 wrong guesses, from whatever networks they come", async () => {
    const { email } = await signUpUnconfirmed("guessed");
    const { code } = lastMail(email);
    const wrongCodes = Array.from({ length: 5 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, "0"),
    );
    const answers: string[] = [];
    for (const [i, token] of wrongCodes.entries()) {
      // A new network for every guess: only the count per code can stop this.
      const guess = await backend
        .anon({ "X-Forwarded-For": `2001:db8:${i + 1}:77::1` })
        .auth.verifyOtp({ type: "signup", email, token });
      expect(guess.error?.code).toBe("otp_expired");
      answers.push(guess.error!.message);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill("Token has expired or is invalid"));
    expect(answers[4]).toBe("Too many wrong codes: this code no longer works. Request a new one.");

    const right = await backend.anon().auth.verifyOtp({ type: "signup", email, token: code });
    expect(right.error?.code).toBe("otp_expired");
    expect(right.data.session).toBeNull();
  });

  it("keeps the link working after strangers' wrong codes kill the code", async () => {
    const { email, user } = await signUpUnconfirmed("besieged");
    const { code, link } = lastMail(email);
    for (let i = 1; i <= 5; i++) {
      const wrong = String((Number(code) + i) % 1_000_000).padStart(6, "0");
      await backend
        .anon({ "X-Forwarded-For": `2001:db8:${i}:66::1` })
        .auth.verifyOtp({ type: "signup", email, token: wrong });
    }
    const typed = await backend.anon().auth.verifyOtp({ type: "signup", email, token: code });
    expect(typed.error?.code).toBe("otp_expired");
    const target = await openLink(link);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get("error")).toBeNull();
    expect(fragment.get("access_token")).toBeTruthy();
    const [confirmed] = await backend.standIn.query<{ email_confirmed_at: Date | null }>(
      "select email_confirmed_at from auth.users where id = $1",
      [user.id],
    );
    expect(confirmed?.email_confirmed_at).toBeTruthy();
  });

  it("refuses, unchecked, the codes of a network past 20 wrong ones an hour, not other networks'", async () => {
    const accounts = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signUpUnconfirmed(`spread-${i}`)),
    );
    // Rotating inside one /64, four wrong codes for each account: no code dies, the network tires.
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 20; i++) {
      const { email } = accounts[i % accounts.length]!;
      const wrong = String((Number(lastMail(email).code) + 1 + Math.floor(i / 5)) % 1_000_000);
      const guess = await backend
        .anon({ "X-Forwarded-For": `2001:db8:feed:1:${(i + 1).toString(16)}::9` })
        .auth.verifyOtp({ type: "signup", email, token: wrong.padStart(6, "0") });
      answers.push(guess.error?.code);
    }
    expect(answers).toEqual(Array(20).fill("otp_expired"));
    const [first, second] = accounts;
    const blocked = await backend
      .anon({ "X-Forwarded-For": "2001:db8:feed:1:ffff::1" })
      .auth.verifyOtp({ type: "signup", email: first!.email, token: lastMail(first!.email).code });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe("over_request_rate_limit");
    // Another network, and the refused one's right code was never counted against anything.
    for (const { email } of [first!, second!]) {
      const right = await backend
        .anon({ "X-Forwarded-For": "2001:db8:beef::1" })
        .auth.verifyOtp({ type: "signup", email, token: lastMail(email).code });
      expect(right.error).toBeNull();
    }
  });

  it("counts wrong codes per account too: new codes buy no more than 10 wrong guesses an hour", async () => {
    const { email } = await signUpUnconfirmed("rotating");
    let network = 0;
    /** One wrong guess from a network of its own; answers the backend's message. */
    const guessWrong = async () => {
      network += 1;
      const wrong = String((Number(lastMail(email).code) + 1) % 1_000_000).padStart(6, "0");
      const guess = await backend
        .anon({ "X-Forwarded-For": `2001:db8:${network}:88::1` })
        .auth.verifyOtp({ type: "signup", email, token: wrong });
      expect(guess.error?.code).toBe("otp_expired");
      return guess.error!.message;
    };
    const dead = "Too many wrong codes: this code no longer works. Request a new one.";

    // Two codes, five wrong guesses each: each dies on its fifth.
    for (let round = 0; round < 2; round++) {
      if (round > 0) await backend.anon().auth.resend({ type: "signup", email });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await guessWrong());
      expect(answers.at(-1)).toBe(dead);
    }
    // The account has taken 10: a third code dies on its first wrong guess.
    await backend.anon().auth.resend({ type: "signup", email });
    expect(await guessWrong()).toBe(dead);
    const rows = await backend.standIn.query<{ failures: number }>(
      "select failures from auth.code_failures f join auth.users u on u.id = f.user_id where u.email = $1",
      [email],
    );
    expect(rows).toEqual([{ failures: 11 }]);

    // The member, typing the right code of a new e-mail, still gets in.
    await backend.anon().auth.resend({ type: "signup", email });
    const right = await backend
      .anon()
      .auth.verifyOtp({ type: "signup", email, token: lastMail(email).code });
    expect(right.error).toBeNull();
    expect(right.data.session).not.toBeNull();
  });

  it("signs in with the link's token_hash, and refuses it reused or expired", async () => {
    const { email } = await signUpUnconfirmed("hash");
    const tokenHash = new URL(lastMail(email).link).searchParams.get("token")!;
    const first = await backend.anon().auth.verifyOtp({ type: "email", token_hash: tokenHash });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    const reused = await backend.anon().auth.verifyOtp({ type: "email", token_hash: tokenHash });
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe("otp_expired");
    expect(reused.error?.message).toBe("Email link is invalid or has expired");

    const other = await signUpUnconfirmed("stale");
    await backend.standIn.query(
      `update auth.one_time_tokens set created_at = now() - interval '2 hours'
       where user_id = $1`,
      [other.user.id],
    );
    const stale = new URL(lastMail(other.email).link).searchParams.get("token")!;
    const expired = await backend.anon().auth.verifyOtp({ type: "signup", token_hash: stale });
    expect(expired.error?.code).toBe("otp_expired");
  });

  it("redirects an opened link that is used up with the error in the fragment", async () => {
    const { email } = await signUpUnconfirmed("reopen");
    const { link } = lastMail(email);
    await openLink(link);
    const target = await openLink(link);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get("error")).toBe("access_denied");
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(target.searchParams.get("error_code")).toBeNull();
  });

  it("refuses a wrong code, a missing type and a request with neither token nor hash", async () => {
    const { email } = await signUpUnconfirmed("wrong");
    const code = lastMail(email).code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await backend.anon().auth.verifyOtp({ type: "signup", email, token: wrong });
    expect(refused.error?.code).toBe("otp_expired");

    const noType = await postAnon("verify", { token_hash: "abc" });
    await expectAnswer(noType, 400, {
      code: "validation_failed",
      msg: "Verify requires a verification type",
    });
    const noToken = await postAnon("verify", { type: "signup", email });
    await expectAnswer(noToken, 400, {
      code: "validation_failed",
      msg: "Verify requires either a token or a token hash",
    });
    const unknownType = await postAnon("verify", { type: "sms", token_hash: "abc" });
    expect(unknownType.status).toBe(400);
  });

  it("checks a verify body as GoTrue does: one of token and hash, a hash alone, a well-formed address", async () => {
    const { email } = await signUpUnconfirmed("verify-shape");
    const { code } = lastMail(email);
    const verify = async (body: Record<string, unknown>) => {
      const response = await postAnon("verify", body);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const both = await verify({ type: "signup", email, token: code, token_hash: "abc" });
    expect(both).toMatchObject({
      status: 400,
      body: {
        error_code: "validation_failed",
        msg: "Verify requires either a token or a token hash",
      },
    });
    const hashWithEmail = await verify({ type: "signup", email, token_hash: "abc" });
    expect(hashWithEmail).toMatchObject({
      status: 400,
      body: {
        error_code: "validation_failed",
        msg: "Only the token_hash and type should be provided",
      },
    });
    const malformed = await backend
      .anon()
      .auth.verifyOtp({ type: "email", email: "not-an-address", token: code });
    expect(malformed.error).toMatchObject({
      status: 422,
      code: "validation_failed",
      message: "Invalid email format",
    });
    const bothAddresses = await verify({ type: "email", email, phone: "15551234567", token: code });
    expect(bothAddresses).toMatchObject({
      status: 400,
      body: { msg: "Only an email address or phone number should be provided on verify" },
    });
    // None of these used the code.
    const confirmed = await backend.anon().auth.verifyOtp({ type: "signup", email, token: code });
    expect(confirmed.error).toBeNull();
  });
});

describe("auth: resend", () => {
  it("sends a new sign-up link that replaces the first", async () => {
    const { email } = await signUpUnconfirmed("resend");
    const first = lastMail(email);
    const { error } = await backend.anon().auth.resend({ type: "signup", email });
    expect(error).toBeNull();
    const second = lastMail(email);
    expect(second.link).not.toBe(first.link);
    const old = await backend.anon().auth.verifyOtp({ type: "signup", email, token: first.code });
    expect(old.error?.code).toBe("otp_expired");
    const fresh = await backend
      .anon()
      .auth.verifyOtp({ type: "signup", email, token: second.code });
    expect(fresh.error).toBeNull();
  });

  it("answers {} without sending for an unknown or already confirmed address", async () => {
    const before = mails.length;
    const unknown = await backend
      .anon()
      .auth.resend({ type: "signup", email: uniqueEmail("nobody") });
    expect(unknown.error).toBeNull();
    const { email } = await signUpUnconfirmed("done");
    await openLink(lastMail(email).link);
    const count = mails.length;
    const confirmed = await backend.anon().auth.resend({ type: "signup", email });
    expect(confirmed.error).toBeNull();
    expect(mails.length).toBe(count);
    expect(count).toBe(before + 1);
  });

  it("sends the pending e-mail change links again", async () => {
    const { client, email } = await (async () => {
      const { email } = await signUpUnconfirmed("change");
      const { code } = lastMail(email);
      const supabase = backend.anon();
      await supabase.auth.verifyOtp({ type: "signup", email, token: code });
      return { client: supabase, email };
    })();
    const newEmail = uniqueEmail("changed");
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const firstNew = lastMail(newEmail);
    const { error } = await backend.anon().auth.resend({ type: "email_change", email });
    expect(error).toBeNull();
    const secondNew = lastMail(newEmail);
    expect(secondNew.kind).toBe("email_change");
    expect(secondNew.link).not.toBe(firstNew.link);
    const current = lastMail(email);
    expect(current.kind).toBe("email_change");

    // Both codes typed, as an app without links would: the change completes.
    const first = await client.auth.verifyOtp({
      type: "email_change",
      email,
      token: current.code,
    });
    expect(first.error).toBeNull();
    const second = await backend
      .anon()
      .auth.verifyOtp({ type: "email_change", email: newEmail, token: secondNew.code });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
  });

  it("refuses an unknown type and a missing e-mail with GoTrue's errors", async () => {
    const badType = await postAnon("resend", { type: "recovery", email: uniqueEmail() });
    await expectAnswer(badType, 400, {
      code: "validation_failed",
      msg: "Missing one of these types: signup, email_change, sms, phone_change",
    });
    const noEmail = await postAnon("resend", { type: "signup" });
    expect(noEmail.status).toBe(422);
  });
});

describe("auth: otp", () => {
  it("e-mails an existing account a magic link and a code, each of which signs in", async () => {
    const { email } = await signUpUnconfirmed("magic");
    await openLink(lastMail(email).link);

    const { data, error } = await backend.anon().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${SITE}/auth/confirm?next=/` },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const magic = lastMail(email);
    expect(magic.kind).toBe("magiclink");
    const target = await openLink(magic.link);
    expect(new URLSearchParams(target.hash.slice(1)).get("access_token")).toBeTruthy();

    await backend.anon().auth.signInWithOtp({ email });
    const { code } = lastMail(email);
    const typed = await backend.anon().auth.verifyOtp({ type: "email", email, token: code });
    expect(typed.error).toBeNull();
    expect(typed.data.session?.user.email).toBe(email);
  });

  it("creates a new address's account, confirmed by its code", async () => {
    const email = uniqueEmail("otp-new");
    const { error } = await backend
      .anon()
      .auth.signInWithOtp({ email, options: { data: { full_name: "Ravi Kumar" } } });
    expect(error).toBeNull();
    const mail = lastMail(email);
    expect(mail.kind).toBe("signup");
    const { data } = await backend
      .anon()
      .auth.verifyOtp({ type: "email", email, token: mail.code });
    expect(data.user?.user_metadata.full_name).toBe("Ravi Kumar");
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("refuses an unknown address with create_user false, and on a backend without sign-ups", async () => {
    const refused = await backend
      .anon()
      .auth.signInWithOtp({ email: uniqueEmail("otp-none"), options: { shouldCreateUser: false } });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe("otp_disabled");
    expect(refused.error?.message).toBe("Signups not allowed for otp");

    const noSignups = await closed.anon().auth.signInWithOtp({ email: uniqueEmail("otp-closed") });
    expect(noSignups.error?.code).toBe("otp_disabled");
  });

  it("checks the request as GoTrue does before anything is sent", async () => {
    const email = uniqueEmail("otp-shape");
    const before = mails.length;
    const otp = async (body: Record<string, unknown>) => {
      const response = await postAnon("otp", body);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await otp({ email, phone: "15551234567" })).toMatchObject({
      status: 400,
      body: {
        error_code: "validation_failed",
        msg: "Only an email address or phone number should be provided",
      },
    });
    expect(await otp({ email, channel: "sms" })).toMatchObject({
      status: 400,
      body: {
        error_code: "validation_failed",
        msg: "Channel should only be specified with Phone OTP",
      },
    });
    expect(await otp({})).toMatchObject({
      status: 400,
      body: { error_code: "validation_failed", msg: "One of email or phone must be set" },
    });
    const phoneOnly = await backend
      .anon()
      .auth.signInWithOtp({ phone: "15551234567", options: { shouldCreateUser: false } });
    expect(phoneOnly.error).toMatchObject({ status: 422, code: "otp_disabled" });
    expect(mails.length).toBe(before);
  });
});

describe("auth: PKCE", () => {
  it("turns an opened sign-up link into ?code= that exchangeCodeForSession redeems once", async () => {
    const supabase = pkceClient();
    const email = uniqueEmail("pkce");
    const signUp = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE}/auth/confirm?next=/` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const { link } = lastMail(email);
    expect(new URL(link).searchParams.get("token")).toMatch(/^pkce_[0-9a-f]{56}$/);

    const target = await openLink(link);
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE}/auth/confirm`);
    expect(target.searchParams.get("next")).toBe("/");
    const code = target.searchParams.get("code")!;
    expect(code).toBeTruthy();
    expect(target.hash).toBe("");

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();

    const again = await postAnon("token?grant_type=pkce", {
      auth_code: code,
      code_verifier: "x".repeat(43),
    });
    await expectAnswer(again, 404, { code: "flow_state_not_found" });
  });

  it("puts a used-up PKCE link's error in the query, where a server can read it", async () => {
    const supabase = pkceClient();
    const email = uniqueEmail("pkce-reuse");
    await supabase.auth.signUp({ email, password: PASSWORD });
    const { link } = lastMail(email);
    await openLink(link);
    const target = await openLink(link);
    expect(target.searchParams.get("error")).toBe("access_denied");
    expect(target.searchParams.get("error_code")).toBe("otp_expired");
    expect(target.searchParams.get("code")).toBeNull();
  });

  it("exchanges a recovery and a magic link's code the same way", async () => {
    const { email } = await signUpUnconfirmed("pkce-recover");
    await openLink(lastMail(email).link);
    const recovering = pkceClient();
    expect((await recovering.auth.resetPasswordForEmail(email)).error).toBeNull();
    // Recovery lands on the site's template with the token hash, which verifyOtp redeems.
    const tokenHash = new URL(lastMail(email).link).searchParams.get("token_hash")!;
    expect(tokenHash.startsWith("pkce_")).toBe(true);
    const verified = await recovering.auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(verified.error).toBeNull();

    const magic = pkceClient();
    await magic.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/` } });
    const code = (await openLink(lastMail(email).link)).searchParams.get("code")!;
    const exchanged = await magic.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
  });

  it("refuses a wrong verifier, an expired code and an empty request with GoTrue's errors", async () => {
    const supabase = pkceClient();
    const email = uniqueEmail("pkce-bad");
    await supabase.auth.signUp({ email, password: PASSWORD });
    const code = (await openLink(lastMail(email).link)).searchParams.get("code")!;

    const wrong = await postAnon("token?grant_type=pkce", {
      auth_code: code,
      code_verifier: "w".repeat(43),
    });
    await expectAnswer(wrong, 400, {
      code: "bad_code_verifier",
      msg: "code challenge does not match previously saved code verifier",
    });
    const empty = await postAnon("token?grant_type=pkce", { auth_code: code });
    await expectAnswer(empty, 400, {
      code: "validation_failed",
      msg: "invalid request: both auth code and code verifier should be non-empty",
    });

    await backend.standIn.query(
      "update auth.flow_state set auth_code_issued_at = now() - interval '6 minutes' where auth_code = $1",
      [code],
    );
    const expired = await supabase.auth.exchangeCodeForSession(code);
    expect(expired.error?.status).toBe(422);
    expect(expired.error?.code).toBe("flow_state_expired");
  });

  it("ends an e-mail change begun with a challenge through ?code= on its last link", async () => {
    // supabase-js drops its verifier once updateUser saves the session, so the challenge and
    // verifier are made here, as another client would.
    const { email } = await signUpUnconfirmed("pkce-change");
    const { data } = await backend
      .anon()
      .auth.verifyOtp({ type: "signup", email, token: lastMail(email).code });
    const verifier = randomBytes(48).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const newEmail = uniqueEmail("pkce-changed");
    const update = await fetch(`${backend.standIn.url}/auth/v1/user`, {
      method: "PUT",
      headers: {
        apikey: backend.standIn.anonKey,
        Authorization: `Bearer ${data.session!.access_token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        email: newEmail,
        code_challenge: challenge,
        code_challenge_method: "s256",
      }),
    });
    expect(update.status).toBe(200);
    const verifyUrl = (to: string) => {
      const tokenHash = new URL(lastMail(to).link).searchParams.get("token_hash")!;
      expect(tokenHash.startsWith("pkce_")).toBe(true);
      const link = new URL(`${backend.standIn.url}/auth/v1/verify`);
      link.search = new URLSearchParams({
        token: tokenHash,
        type: "email_change",
        redirect_to: `${SITE}/auth/confirm?next=/profile`,
      }).toString();
      return link.toString();
    };

    const first = await openLink(verifyUrl(email));
    expect(new URLSearchParams(first.hash.slice(1)).get("message")).toMatch(/^Confirmation link/);
    const last = await openLink(verifyUrl(newEmail));
    const code = last.searchParams.get("code")!;
    expect(code).toBeTruthy();
    const exchanged = await postAnon("token?grant_type=pkce", {
      auth_code: code,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { user: { email: string } }).user.email).toBe(newEmail);
  });

  it("refuses half a challenge", async () => {
    const response = await postAnon("otp", {
      email: uniqueEmail("half"),
      code_challenge: "c".repeat(43),
    });
    await expectAnswer(response, 400, {
      code: "validation_failed",
      msg: "PKCE flow requires code_challenge_method and code_challenge",
    });
  });
});

describe("auth admin: generateLink", () => {
  it("makes a signup link for a new user without sending it, in GoTrue's shape", async () => {
    const email = uniqueEmail("gen-signup");
    const before = mails.length;
    const { data, error } = await backend.service().auth.admin.generateLink({
      type: "signup",
      email,
      password: PASSWORD,
      options: { data: { full_name: "Isha Das" }, redirectTo: `${SITE}/welcome` },
    });
    expect(error).toBeNull();
    expect(mails.length).toBe(before);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toEqual({ full_name: "Isha Das" });
    // As GoTrue writes it: redirect_to unencoded unless it holds &, = or #.
    expect(data.properties!.action_link).toContain(`&redirect_to=${SITE}/welcome`);
    expect(data.properties).toMatchObject({
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
      verification_type: "signup",
      redirect_to: `${SITE}/welcome`,
    });
    const link = new URL(data.properties!.action_link);
    expect(link.pathname).toBe("/auth/v1/verify");
    expect(link.searchParams.get("token")).toBe(data.properties!.hashed_token);

    const verified = await backend
      .anon()
      .auth.verifyOtp({ type: "signup", email, token: data.properties!.email_otp });
    expect(verified.error).toBeNull();
  });

  it("makes magic link, recovery and e-mail change links for an existing user", async () => {
    const email = uniqueEmail("gen-existing");
    await backend
      .service()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const admin = backend.service().auth.admin;

    const magic = await admin.generateLink({ type: "magiclink", email });
    expect(magic.error).toBeNull();
    const byMagic = await backend
      .anon()
      .auth.verifyOtp({ type: "magiclink", token_hash: magic.data.properties!.hashed_token });
    expect(byMagic.error).toBeNull();

    const recovery = await admin.generateLink({ type: "recovery", email });
    expect(recovery.data.properties?.verification_type).toBe("recovery");
    const target = await openLink(recovery.data.properties!.action_link);
    expect(new URLSearchParams(target.hash.slice(1)).get("type")).toBe("recovery");

    const newEmail = uniqueEmail("gen-new");
    const change = await admin.generateLink({ type: "email_change_new", email, newEmail });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(newEmail);
    expect(new URL(change.data.properties!.action_link).searchParams.get("type")).toBe(
      "email_change",
    );
  });

  it("invites a new address: the link's code confirms the account", async () => {
    const email = uniqueEmail("gen-invite");
    const { data, error } = await backend.service().auth.admin.generateLink({
      type: "invite",
      email,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const invited = await backend
      .anon()
      .auth.verifyOtp({ type: "invite", token_hash: data.properties!.hashed_token });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.email_confirmed_at).toBeTruthy();
  });

  it("refuses an unknown user, a taken address and an unknown type", async () => {
    const admin = backend.service().auth.admin;
    const missing = await admin.generateLink({ type: "recovery", email: uniqueEmail("gen-none") });
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe("user_not_found");

    const email = uniqueEmail("gen-taken");
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const taken = await admin.generateLink({ type: "signup", email, password: PASSWORD });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe("email_exists");

    const response = await fetch(`${backend.standIn.url}/auth/v1/admin/generate_link`, {
      method: "POST",
      headers: {
        apikey: backend.standIn.serviceRoleKey,
        Authorization: `Bearer ${backend.standIn.serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ type: "phone", email }),
    });
    expect(response.status).toBe(400);
    const anon = await backend.anon().auth.admin.generateLink({ type: "magiclink", email });
    expect(anon.error?.status).toBe(403);
  });
});

describe("auth admin: inviteUserByEmail", () => {
  it("creates the account with invited_at and e-mails an invite link that confirms it", async () => {
    const email = uniqueEmail("invite");
    const { data, error } = await backend.service().auth.admin.inviteUserByEmail(email, {
      data: { full_name: "Rohan Pillai" },
      redirectTo: `${SITE}/welcome`,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ full_name: "Rohan Pillai" });

    const mail = lastMail(email);
    expect(mail.kind).toBe("invite");
    expect(mail.link).toContain("type=invite");
    const target = await openLink(mail.link);
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE}/welcome`);
    const session = new URLSearchParams(target.hash.slice(1));
    expect(session.get("type")).toBe("invite");
    const { data: invited } = await backend.anon().auth.getUser(session.get("access_token")!);
    expect(invited.user?.email_confirmed_at).toBeTruthy();
    expect(invited.user?.user_metadata.email_verified).toBe(true);
  });

  it("refuses a bad address, a confirmed account and a key other than the secret one", async () => {
    const admin = backend.service().auth.admin;
    const bad = await admin.inviteUserByEmail("xx:;x@x.x");
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.message).toBe("Unable to validate email address: invalid format");
    expect(bad.data.user).toBeNull();

    const email = uniqueEmail("invite-taken");
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const taken = await admin.inviteUserByEmail(email);
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe("email_exists");

    const anon = await backend.anon().auth.admin.inviteUserByEmail(uniqueEmail("invite-anon"));
    expect(anon.error?.status).toBe(403);
  });
});

describe("auth: phone codes without a phone provider", () => {
  it("checks the number as GoTrue does and answers a well-formed one as an invalid code", async () => {
    const auth = backend.anon().auth;
    const malformed = await auth.verifyOtp({
      phone: "15551234-invalid",
      token: "123456",
      type: "sms",
    });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.message).toBe("Invalid phone number format (E.164 required)");

    for (const type of ["sms", "phone_change"] as const) {
      const { data, error } = await auth.verifyOtp({
        phone: "+15551234567",
        token: "123456",
        type,
      });
      expect(error?.status).toBe(403);
      expect(error?.code).toBe("otp_expired");
      expect(error?.message).toBe("Token has expired or is invalid");
      expect(data.user).toBeNull();
    }
  });

  it("refuses to resend an SMS: phone logins are disabled", async () => {
    const { error } = await backend
      .anon()
      .auth.resend({ phone: "+15551234567", type: "phone_change" });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("phone_provider_disabled");
    expect(error?.message).toBe("Phone logins are disabled");
  });
});

describe("auth: enable_signup off", () => {
  it("refuses sign-ups with signup_disabled and keeps existing accounts working", async () => {
    const { error } = await closed
      .anon()
      .auth.signUp({ email: uniqueEmail("closed"), password: PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("signup_disabled");
    expect(error?.message).toBe("Signups not allowed for this instance");

    const email = uniqueEmail("closed-admin");
    const created = await closed
      .service()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const signIn = await closed.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});
