import { randomInt } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { verifyWebhook } from "@gurukul/shared";

import { startTestBackend } from "../support/backend";
import type { TestBackend } from "../support/backend";
import { startHookReceiver } from "../support/hook-receiver";

// The GoTrue behaviour these tests hold the backend to is cited per test: supabase/auth
// internal/api/phone.go (sendPhoneConfirmation), otp.go, verify.go, resend.go, user.go,
// internal/hooks/v0hooks (payloads, manager.go's answers) and v0hooks/v0http (the HTTP call).

const SECRET = `v1,whsec_${Buffer.from("phone sign-in test key, 32 bytes").toString("base64")}`;

let receiver: Awaited<ReturnType<typeof startHookReceiver>>;
/** Paced as configured (60 s between texts to a number), without ceilings. */
let paced: TestBackend;
/** No pace; the ceilings under test. */
let capped: TestBackend;
/** E-mail through the Send Email hook. */
let mailHook: TestBackend;

const indianNumber = () => `+9198${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
const digits = (phone: string) => phone.slice(1);

beforeAll(async () => {
  receiver = await startHookReceiver();
  const hook = { enabled: true, uri: receiver.url, secrets: [SECRET] };
  [paced, capped, mailHook] = await Promise.all([
    startTestBackend({
      sms: { enableSignup: true, maxFrequencySeconds: 60 },
      sendSmsHook: hook,
      hookTimeoutMs: 400,
    }),
    startTestBackend({
      sms: { enableSignup: true, maxFrequencySeconds: 0 },
      sendSmsHook: hook,
      authRateLimits: { smsSent: 3, smsSentSiteWide: 5, smsPerNumber: 2 },
    }),
    startTestBackend({ sendEmailHook: hook }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([
    paced?.standIn.close(),
    capped?.standIn.close(),
    mailHook?.standIn.close(),
    receiver?.close(),
  ]);
});

beforeEach(() => {
  receiver.answer("ok");
});

/** The calls the receiver got for `phone`, in order. */
const textsTo = (phone: string) =>
  receiver.calls.filter((call) => call.json.sms?.phone === digits(phone));

function lastCode(phone: string): string {
  const code = textsTo(phone).at(-1)?.json.sms?.otp;
  if (typeof code !== "string") throw new Error(`no text to ${phone}`);
  return code;
}

describe("phone sign-in through the Send SMS hook", () => {
  it("texts a signed code, and verifyOtp signs the new member in with the number", async () => {
    const settings = await fetch(`${paced.standIn.url}/auth/v1/settings`).then((r) => r.json());
    expect(settings.external.phone).toBe(true);

    const phone = indianNumber();
    const sent = await paced.anon().auth.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    const [call] = textsTo(phone);
    // v0hooks.SendSMSInput: metadata, the user, and sms {otp, phone}.
    expect(call!.json).toMatchObject({
      metadata: { name: "send-sms" },
      user: { phone: digits(phone), email: "" },
      sms: { phone: digits(phone), otp: expect.stringMatching(/^\d{6}$/) },
    });
    // Standard Webhooks, as v0http signs: refused when forged or stale.
    const headers = call!.headers as Record<string, string>;
    expect(verifyWebhook(SECRET, headers, call!.body)).toBe("ok");
    expect(
      verifyWebhook(SECRET, headers, call!.body.replace(/"otp":"\d+"/, '"otp":"000000"')),
    ).toBe("forged");
    expect(verifyWebhook(SECRET, headers, call!.body, new Date(Date.now() + 10 * 60_000))).toBe(
      "stale",
    );

    const { data, error } = await paced
      .anon()
      .auth.verifyOtp({ phone, token: lastCode(phone), type: "sms" });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: digits(phone), email: "" });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(["phone"]);
    const [profile] = await paced.standIn.query<{ name: string; email: string | null }>(
      "select name, email from public.users where uid = $1",
      [data.user!.id],
    );
    expect(profile).toEqual({ name: "Member", email: null });

    // GoTrue's max_frequency answer (phone.go): 429 over_sms_send_rate_limit, and no text.
    const again = await paced.anon().auth.signInWithOtp({ phone });
    expect(again.error).toMatchObject({ status: 429, code: "over_sms_send_rate_limit" });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(textsTo(phone)).toHaveLength(1);
  });

  it("kills a code at its fifth wrong guess and refuses numbers outside +91 unsent", async () => {
    const phone = indianNumber();
    await paced.anon().auth.signInWithOtp({ phone });
    const code = lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let guess = 0; guess < 5; guess++) {
      answers.push((await paced.anon().auth.verifyOtp({ phone, token: wrong, type: "sms" })).error);
    }
    expect(answers.map((error) => error?.code)).toEqual(Array(5).fill("otp_expired"));
    expect(answers[4]?.message).toMatch(/Too many wrong codes/);
    const late = await paced.anon().auth.verifyOtp({ phone, token: code, type: "sms" });
    expect(late.error).toMatchObject({ status: 403, code: "otp_expired" });

    const before = receiver.calls.length;
    const abroad = await paced.anon().auth.signInWithOtp({ phone: "+15551234567" });
    expect(abroad.error).toMatchObject({ status: 422, code: "validation_failed" });
    expect(receiver.calls.length).toBe(before);
  });

  it("changes a member's number with updateUser and a phone_change code", async () => {
    const member = await paced.signedIn("Asha Rao");
    const phone = indianNumber();
    const update = await member.client.auth.updateUser({ phone });
    expect(update.error).toBeNull();
    expect(update.data.user).toMatchObject({ phone: "", new_phone: digits(phone) });
    expect(textsTo(phone).at(-1)?.json.sms?.sms_type).toBe("phone_change");

    const wrongType = await paced
      .anon()
      .auth.verifyOtp({ phone, token: lastCode(phone), type: "sms" });
    expect(wrongType.error).toMatchObject({ status: 403, code: "otp_expired" });
    const { data, error } = await member.client.auth.verifyOtp({
      phone,
      token: lastCode(phone),
      type: "phone_change",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: member.id, email: member.email, phone: digits(phone) });
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual([
      "email",
      "phone",
    ]);

    // user.go: a number another account holds is 422 phone_exists.
    const other = await paced.signedIn();
    const taken = await other.client.auth.updateUser({ phone });
    expect(taken.error).toMatchObject({ status: 422, code: "phone_exists" });
  });
});

describe("a failing Send SMS hook, answered as GoTrue answers it", () => {
  // manager.go runHook: any failure of the call is 500 "Error running hook URI: <uri>";
  // checkError: a 2xx whose body has {error: {http_code, message}} is that status and message.
  it.each(["status-500", "silent", "text"] as const)(
    "answers %s with GoTrue's 500 and leaves no account behind",
    async (behaviour) => {
      receiver.answer(behaviour);
      const phone = indianNumber();
      const response = await fetch(`${paced.standIn.url}/auth/v1/otp`, {
        method: "POST",
        headers: { apikey: paced.standIn.anonKey, "content-type": "application/json" },
        body: JSON.stringify({ phone }),
      });
      expect({ status: response.status, body: await response.json() }).toMatchObject({
        status: 500,
        body: { code: "unexpected_failure", msg: `Error running hook URI: ${receiver.url}` },
      });
      const left = await paced.standIn.query("select 1 from auth.users where phone = $1", [
        digits(phone),
      ]);
      expect(left).toEqual([]);
    },
  );

  it("passes the hook's own error on, with code unknown below 500", async () => {
    receiver.answer("refuse");
    const { error } = await paced.anon().auth.signInWithOtp({ phone: indianNumber() });
    expect(error).toMatchObject({ status: 400, code: "unknown", message: "Gateway refused" });
  });
});

describe("the SMS ceilings, held in the database", () => {
  beforeEach(async () => {
    await capped.standIn.exec(
      "delete from auth.sms_quota; delete from auth.sms_networks; delete from auth.sms_recipients",
    );
  });

  const fromNetwork = (n: number) =>
    capped.anon({ "X-Forwarded-For": `2001:db8:${n.toString(16)}::1` });

  it("answers known and unknown numbers alike and caps each network", async () => {
    const known = indianNumber();
    await capped.anon().auth.signInWithOtp({ phone: known });
    await capped.anon().auth.verifyOtp({ phone: known, token: lastCode(known), type: "sms" });
    await capped.standIn.exec("delete from auth.sms_quota; delete from auth.sms_networks");

    const answers = [];
    for (const phone of [known, indianNumber(), indianNumber()]) {
      answers.push(await fromNetwork(1).auth.signInWithOtp({ phone }));
    }
    expect(answers.map(({ data, error }) => ({ data, error }))).toEqual(
      Array(3).fill({ data: { user: null, session: null }, error: null }),
    );
    const before = receiver.calls.length;
    const fourth = await fromNetwork(1).auth.signInWithOtp({ phone: indianNumber() });
    expect(fourth.error).toMatchObject({ status: 429, code: "over_sms_send_rate_limit" });
    expect(receiver.calls.length).toBe(before);

    // otp.go: with create_user false an unknown number is 422 otp_disabled, as for e-mail.
    const closed = await capped
      .anon()
      .auth.signInWithOtp({ phone: indianNumber(), options: { shouldCreateUser: false } });
    expect(closed.error).toMatchObject({ status: 422, code: "otp_disabled" });
  });

  it("stops a burst from rotating /64s at the site-wide ceiling, with no text past it", async () => {
    const before = receiver.calls.length;
    const statuses = [];
    for (let n = 0; n < 9; n++) {
      const { error } = await fromNetwork(100 + n).auth.signInWithOtp({ phone: indianNumber() });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    expect(receiver.calls.length - before).toBe(5);
  });

  it("caps texts to one number an hour, resends included", async () => {
    const phone = indianNumber();
    expect((await fromNetwork(200).auth.signInWithOtp({ phone })).error).toBeNull();
    // resend.go: type sms sends a new code to a number whose sign-up is pending.
    expect((await fromNetwork(201).auth.resend({ phone, type: "sms" })).error).toBeNull();
    expect(textsTo(phone)).toHaveLength(2);
    const third = await fromNetwork(202).auth.resend({ phone, type: "sms" });
    expect(third.error).toMatchObject({ status: 429, code: "over_sms_send_rate_limit" });
    expect(textsTo(phone)).toHaveLength(2);
  });
});

describe("the Send Email hook in the mailer's place", () => {
  it("posts each e-mail with GoTrue's email_data, and an e-mail change as one call", async () => {
    const mailed: unknown[] = [];
    mailHook.standIn.onMail((message) => mailed.push(message));
    const emailCalls = () =>
      receiver.calls.filter((call) => call.json.metadata.name === "send-email");
    const email = `hook-${randomInt(0, 1e9)}@example.com`;
    expect((await mailHook.anon().auth.signInWithOtp({ email })).error).toBeNull();
    const [signIn] = emailCalls();
    expect(verifyWebhook(SECRET, signIn!.headers as Record<string, string>, signIn!.body)).toBe(
      "ok",
    );
    expect(signIn!.json).toMatchObject({
      user: { email },
      email_data: {
        email_action_type: "magiclink",
        token: expect.stringMatching(/^\d{6}$/),
        site_url: `${mailHook.standIn.url}/auth/v1`,
        token_new: "",
      },
    });
    const member = mailHook.anon();
    const session = await member.auth.verifyOtp({
      email,
      token: signIn!.json.email_data!.token,
      type: "email",
    });
    expect(session.error).toBeNull();

    // Secure e-mail change (double_confirm_changes): the current address gets token with
    // token_hash_new, the new one token_new with token_hash (GoTrue's Send Email Hook guide).
    const newEmail = `hook-new-${randomInt(0, 1e9)}@example.com`;
    expect((await member.auth.updateUser({ email: newEmail })).error).toBeNull();
    const change = emailCalls().at(-1)!.json;
    expect(emailCalls()).toHaveLength(2);
    expect(change).toMatchObject({
      user: { email, new_email: newEmail },
      email_data: { email_action_type: "email_change" },
    });
    const data = change.email_data!;
    expect(
      (await member.auth.verifyOtp({ token_hash: data.token_hash_new, type: "email_change" }))
        .error,
    ).toBeNull();
    const done = await member.auth.verifyOtp({ token_hash: data.token_hash, type: "email_change" });
    expect(done.data.user?.email).toBe(newEmail);
    expect(mailed).toEqual([]);
  });
});
