import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MailMessage } from "../../src/mail/types";
import { client, expectAnswer, startTestBackend, uniqueEmail } from "../support/backend";
import { startHookReceiver } from "../support/hook-receiver";
import type { TestBackend } from "../support/backend";
import { startTestCaptchaVerifier } from "../support/captcha-verifier";
import { captureLog } from "../support/log-capture";
import type { TestCaptchaVerifier } from "../support/captcha-verifier";

const PASSWORD = "correct-horse-1";
const PROCESS_FAILED = {
  code: "unexpected_failure",
  message: "captcha verification process failed",
};

let verifier: TestCaptchaVerifier;
/** CAPTCHA on, checked by the local verifier; two sign-ins or sign-ups per network. */
let guarded: TestBackend;
/** CAPTCHA off (the default), though a verifier is named. */
let open: TestBackend;
/** CAPTCHA on, with nothing listening at the verify URL. */
let unreachable: TestBackend;
/** CAPTCHA on, with a verify URL that answers an HTML error page. */
let garbled: TestBackend;
/** What `unreachable` and `garbled` log. */
const unreachableLog = captureLog();
const garbledLog = captureLog();
const mails: MailMessage[] = [];
let nextAddress = 1;

/** A URL on a port nothing listens on: a server that was there and is closed. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/siteverify`;
}

let texts: Awaited<ReturnType<typeof startHookReceiver>>;

beforeAll(async () => {
  verifier = await startTestCaptchaVerifier();
  texts = await startHookReceiver();
  const sendSmsHook = {
    enabled: true,
    uri: texts.url,
    secrets: [`v1,whsec_${Buffer.from("captcha test key").toString("base64")}`],
  };
  const captcha = { enabled: true, provider: "turnstile", secret: verifier.secret };
  [guarded, open, unreachable, garbled] = await Promise.all([
    startTestBackend({
      captcha: { ...captcha, verifyUrl: verifier.verifyUrl },
      authRateLimits: { signInSignUps: 2 },
      sms: { enableSignup: true },
      sendSmsHook,
    }),
    startTestBackend({ captcha: { verifyUrl: verifier.verifyUrl } }),
    startTestBackend({
      captcha: { ...captcha, verifyUrl: await closedPortUrl() },
      logger: unreachableLog.logger,
    }),
    startTestBackend({
      captcha: { ...captcha, verifyUrl: verifier.unavailableUrl },
      logger: garbledLog.logger,
    }),
  ]);
  guarded.standIn.onMail((message) => mails.push(message));
}, 120_000);

afterAll(async () => {
  await Promise.all([
    guarded?.standIn.close(),
    open?.standIn.close(),
    unreachable?.standIn.close(),
    garbled?.standIn.close(),
    verifier?.close(),
    texts?.close(),
  ]);
});

/** A client address of its own per test, as the site's gateway would forward it. */
function freshAddress(): string {
  return `198.51.100.${nextAddress++}`;
}

function post(
  backend: TestBackend,
  path: string,
  body: Record<string, unknown>,
  { token, address = freshAddress() }: { token?: string; address?: string } = {},
) {
  return fetch(`${backend.standIn.url}/auth/v1${path}`, {
    method: "POST",
    headers: {
      apikey: backend.standIn.anonKey,
      "Content-Type": "application/json",
      "X-Forwarded-For": address,
    },
    body: JSON.stringify(
      token === undefined ? body : { ...body, gotrue_meta_security: { captcha_token: token } },
    ),
  });
}

async function accountExists(backend: TestBackend, email: string): Promise<boolean> {
  const rows = await backend.standIn.query("select 1 from auth.users where email = $1", [email]);
  return rows.length > 0;
}

describe("auth with CAPTCHA on", { timeout: 60_000 }, () => {
  it("fails a sign-up without a token as GoTrue does, before any work", async () => {
    const email = uniqueEmail("no-token");
    const calls = verifier.calls.length;
    await expectAnswer(await post(guarded, "/signup", { email, password: PASSWORD }), 500, {
      ...PROCESS_FAILED,
      error_code: "unexpected_failure",
    });
    const empty = await post(guarded, "/signup", { email, password: PASSWORD }, { token: " " });
    await expectAnswer(empty, 500, PROCESS_FAILED);
    expect(verifier.calls.length).toBe(calls);
    expect(await accountExists(guarded, email)).toBe(false);
  });

  it("refuses a token the provider refuses, naming its error codes", async () => {
    const email = uniqueEmail("wrong-token");
    const response = await post(guarded, "/signup", { email, password: PASSWORD }, { token: "x" });
    await expectAnswer(response, 400, {
      code: "captcha_failed",
      error_code: "captcha_failed",
      message: "captcha protection: request disallowed (invalid-input-response)",
    });
    expect(await accountExists(guarded, email)).toBe(false);
  });

  it("lets a sign-up, a sign-in and a recovery through with a fresh token each", async () => {
    const address = freshAddress();
    const supabase = client(guarded.standIn.url, guarded.standIn.anonKey, {
      "X-Forwarded-For": address,
    });
    const email = uniqueEmail("human");
    const signUp = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { captchaToken: verifier.issueToken() },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();

    const signIn = await supabase.auth.signInWithPassword({
      email,
      password: PASSWORD,
      options: { captchaToken: verifier.issueToken() },
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(email);

    const recovery = await supabase.auth.resetPasswordForEmail(email, {
      captchaToken: verifier.issueToken(),
    });
    expect(recovery.error).toBeNull();
    expect(mails.filter((mail) => mail.to === email && mail.kind === "recovery")).toHaveLength(1);

    // The provider heard the right secret and the client's full address each time.
    expect(verifier.calls.slice(-3)).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ secret: verifier.secret, remoteip: address }),
      ),
    );
  });

  it("refuses a token used before", async () => {
    const token = verifier.issueToken();
    const first = await post(guarded, "/recover", { email: uniqueEmail("twice") }, { token });
    expect(first.status).toBe(200);
    const again = await post(guarded, "/recover", { email: uniqueEmail("twice") }, { token });
    await expectAnswer(again, 400, {
      code: "captcha_failed",
      message: "captcha protection: request disallowed (timeout-or-duplicate)",
    });
  });

  it("guards /otp and /resend too", async () => {
    const email = uniqueEmail("links");
    await expectAnswer(await post(guarded, "/otp", { email }), 500, PROCESS_FAILED);
    await expectAnswer(
      await post(guarded, "/resend", { email, type: "signup" }),
      500,
      PROCESS_FAILED,
    );
    const otp = await post(guarded, "/otp", { email }, { token: verifier.issueToken() });
    expect(otp.status).toBe(200);

    // A text costs money: no token, no call to the Send SMS hook.
    const phone = "+919876501234";
    await expectAnswer(await post(guarded, "/otp", { phone }), 500, PROCESS_FAILED);
    expect(texts.calls).toHaveLength(0);
    const text = await post(guarded, "/otp", { phone }, { token: verifier.issueToken() });
    expect(text.status).toBe(200);
    expect(texts.calls.map((call) => call.json.sms?.phone)).toEqual(["919876501234"]);
  });

  it("trusts the service role without a token", async () => {
    const calls = verifier.calls.length;
    const email = uniqueEmail("by-server");
    const { data, error } = await guarded.service().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(verifier.calls.length).toBe(calls);
  });

  it("does not check a refresh-token grant", async () => {
    const supabase = client(guarded.standIn.url, guarded.standIn.anonKey, {
      "X-Forwarded-For": freshAddress(),
    });
    const { data } = await supabase.auth.signUp({
      email: uniqueEmail("refresher"),
      password: PASSWORD,
      options: { captchaToken: verifier.issueToken() },
    });
    const calls = verifier.calls.length;
    const refreshed = await supabase.auth.refreshSession({
      refresh_token: data.session!.refresh_token,
    });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session!.refresh_token);
    expect(verifier.calls.length).toBe(calls);
  });

  it("counts an attempt against the network's throttle before asking the provider", async () => {
    const address = freshAddress();
    const body = { email: uniqueEmail("throttled"), password: PASSWORD };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(guarded, "/token?grant_type=password", body, {
        token: "wrong",
        address,
      });
      await expectAnswer(response, 400, { code: "captcha_failed" });
    }
    const calls = verifier.calls.length;
    const third = await post(guarded, "/token?grant_type=password", body, {
      token: verifier.issueToken(),
      address,
    });
    await expectAnswer(third, 429, { code: "over_request_rate_limit" });
    expect(verifier.calls.length).toBe(calls);
  });

  it.each([
    ["cannot be reached", () => unreachable, unreachableLog],
    ["answers without JSON", () => garbled, garbledLog],
  ])("fails when the provider %s, and logs why without the token", async (_case, backend, log) => {
    const email = uniqueEmail("no-provider");
    const token = verifier.issueToken();
    const response = await post(backend(), "/signup", { email, password: PASSWORD }, { token });
    await expectAnswer(response, 500, PROCESS_FAILED);
    expect(await accountExists(backend(), email)).toBe(false);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: "error",
        event: "backend.captcha_unusable",
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    );
    const text = JSON.stringify(log.lines());
    expect(text).not.toContain(token);
    expect(text).not.toContain(verifier.secret);
  });
});

describe("auth with CAPTCHA off", () => {
  it("neither asks for a token nor calls the verifier", async () => {
    const calls = verifier.calls.length;
    const email = uniqueEmail("local");
    const supabase = open.anon();
    const signUp = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    const signIn = await supabase.auth.signInWithPassword({
      email,
      password: PASSWORD,
      options: { captchaToken: "ignored" },
    });
    expect(signIn.error).toBeNull();
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(verifier.calls.length).toBe(calls);
  });
});
