import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_AUTH_RATE_LIMITS } from "../../src/config/options";
import { expectAnswer, startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";
import { startTestCaptchaVerifier } from "../support/captcha-verifier";
import type { TestCaptchaVerifier } from "../support/captcha-verifier";

const PASSWORD = "correct-horse-1";
/** The small budget of most tests here, so they compare few passwords; `full` keeps the default. */
const BUDGET = 5;
const DEVICE_TOKEN = /^\d{10}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
const ACCOUNT_REFUSAL = {
  code: "over_request_rate_limit",
  msg: expect.stringMatching(/^Too many failed sign-in attempts for this account\./),
};

let backend: TestBackend;
let full: TestBackend;
let verifier: TestCaptchaVerifier;
/** CAPTCHA on, and a budget of 3 so it is spent quickly. */
let guarded: TestBackend;
let nextNetwork = 1;

beforeAll(async () => {
  verifier = await startTestCaptchaVerifier();
  [backend, full, guarded] = await Promise.all([
    startTestBackend({
      authRateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, wrongPasswords: BUDGET },
    }),
    startTestBackend({ authRateLimits: DEFAULT_AUTH_RATE_LIMITS }),
    startTestBackend({
      captcha: {
        enabled: true,
        provider: "turnstile",
        secret: verifier.secret,
        verifyUrl: verifier.verifyUrl,
      },
      authRateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, wrongPasswords: 3 },
    }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([
    backend?.standIn.close(),
    full?.standIn.close(),
    guarded?.standIn.close(),
    verifier?.close(),
  ]);
});

/** A /64 of its own, handing out a new address inside it on every call, as an attacker rotates. */
function freshNetwork(): () => string {
  const prefix = `2001:db8:${(nextNetwork++).toString(16)}:64`;
  return () => `${prefix}:${randomBytes(8).toString("hex").match(/.{4}/g)!.join(":")}`;
}

function post(
  on: TestBackend,
  path: string,
  body: Record<string, unknown>,
  address: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${on.standIn.url}/auth/v1${path}`, {
    method: "POST",
    headers: {
      apikey: on.standIn.anonKey,
      "Content-Type": "application/json",
      "X-Forwarded-For": address,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function signIn(
  email: string,
  password: string,
  address: string,
  deviceToken?: string,
  on = backend,
) {
  return post(
    on,
    "/token?grant_type=password",
    { email, password },
    address,
    deviceToken ? { "X-Device-Token": deviceToken } : {},
  );
}

async function newAccount(on = backend): Promise<string> {
  const email = uniqueEmail("owner");
  expect((await post(on, "/signup", { email, password: PASSWORD }, freshNetwork()())).status).toBe(
    200,
  );
  return email;
}

/** Signs in with the right password and returns the device token the answer carries. */
async function deviceTokenOf(email: string, address = freshNetwork()()): Promise<string> {
  const response = await signIn(email, PASSWORD, address);
  expect(response.status).toBe(200);
  const token = response.headers.get("x-device-token");
  expect(token).toMatch(DEVICE_TOKEN);
  return token!;
}

/**
 * Wrong passwords for `email` from `networks` /64s, `each` from every one (under the per-network
 * slow-down), a new address each time; the statuses, in order.
 */
async function guess(
  email: string,
  networks: number,
  each: number,
  { deviceToken, on = backend }: { deviceToken?: string; on?: TestBackend } = {},
) {
  const statuses: number[] = [];
  for (let n = 0; n < networks; n++) {
    const network = freshNetwork();
    for (let i = 0; i < each; i++) {
      const response = await signIn(email, `guess-${n}-${i}`, network(), deviceToken, on);
      statuses.push(response.status);
      if (response.status === 429) await expectAnswer(response, 429, ACCOUNT_REFUSAL);
    }
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

// bcrypt runs on every evaluated attempt, so these take seconds on a busy machine.
describe("auth: wrong passwords per account", { timeout: 120_000 }, () => {
  it("evaluates at most the default budget of wrong passwords from 20 rotating /64s", async () => {
    const email = await newAccount(full);
    const statuses = await guess(email, 20, 3, { on: full });
    const budget = DEFAULT_AUTH_RATE_LIMITS.wrongPasswords;
    // 400 `invalid_credentials` comes only after the password was compared; 429 before it.
    expect(count(statuses, 400)).toBe(budget);
    expect(count(statuses, 429)).toBe(60 - budget);
    // An unknown device is refused even with the right password, which it therefore cannot test.
    const owner = await signIn(email, PASSWORD, freshNetwork()(), undefined, full);
    await expectAnswer(owner, 429, ACCOUNT_REFUSAL);
  });

  it("keys the budget on the address, so an address without an account is refused alike", async () => {
    const statuses = await guess(uniqueEmail("nobody"), 3, 3);
    expect(count(statuses, 400)).toBe(BUDGET);
    expect(count(statuses, 429)).toBe(9 - BUDGET);
  });

  it("counts only wrong passwords: right ones in between take nothing from the budget", async () => {
    const email = await newAccount();
    const network = freshNetwork();
    const wrong = await guess(email, BUDGET - 1, 1);
    for (let i = 0; i < 3; i++) expect((await signIn(email, PASSWORD, network())).status).toBe(200);
    expect(count(wrong, 400)).toBe(BUDGET - 1);
    expect(await guess(email, 2, 1)).toEqual([400, 429]);
  });

  it("lets the owner's device that signed in before through during the attack, every time", async () => {
    const email = await newAccount();
    const token = await deviceTokenOf(email);
    const home = freshNetwork();
    let latest = token;
    for (let round = 0; round < 5; round++) {
      await guess(email, 2, 3);
      const response = await signIn(email, PASSWORD, home(), token);
      expect(response.status).toBe(200);
      latest = response.headers.get("x-device-token") ?? "";
      expect(latest).toMatch(DEVICE_TOKEN);
    }
    // The budget is spent: only the known device gets in, with its old token or the new one.
    await expectAnswer(await signIn(email, PASSWORD, home()), 429, ACCOUNT_REFUSAL);
    expect((await signIn(email, PASSWORD, home(), latest)).status).toBe(200);
  });

  it("treats a forged token, a tampered one and another account's as unknown devices", async () => {
    const email = await newAccount();
    const other = await newAccount();
    const owners = await deviceTokenOf(email);
    const others = await deviceTokenOf(other);
    await guess(email, 3, 2);
    const [issuedAt, nonce, mac] = owners.split(".") as [string, string, string];
    const forged = [
      `${issuedAt}.${randomBytes(16).toString("base64url")}.${randomBytes(32).toString("base64url")}`,
      `${issuedAt}.${randomBytes(16).toString("base64url")}.${mac}`,
      `${Number(issuedAt) - 1}.${nonce}.${mac}`,
      `${owners}x`,
      others,
    ];
    for (const token of forged) {
      await expectAnswer(await signIn(email, PASSWORD, freshNetwork()(), token), 429, {
        code: "over_request_rate_limit",
      });
    }
    expect((await signIn(email, PASSWORD, freshNetwork()(), owners)).status).toBe(200);
    // The other account's token still works for its own account.
    expect((await signIn(other, PASSWORD, freshNetwork()(), others)).status).toBe(200);
  });

  it("never slows the owner's device for strangers on the owner's own network", async () => {
    const email = await newAccount();
    const home = freshNetwork();
    const token = await deviceTokenOf(email, home());
    // Strangers behind the owner's /64 pass the per-network allowance, others spend the budget.
    const neighbours: number[] = [];
    for (let i = 0; i < 7; i++) neighbours.push((await signIn(email, `near-${i}`, home())).status);
    expect(neighbours.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(neighbours.slice(5)).toEqual([429, 429]);
    await guess(email, 2, 3);
    await expectAnswer(await signIn(email, PASSWORD, home()), 429, {
      code: "over_request_rate_limit",
    });
    expect((await signIn(email, PASSWORD, home(), token)).status).toBe(200);
  });

  it("gives a stolen device token its own budget only, then the unknown devices' one", async () => {
    const email = await newAccount();
    const token = await deviceTokenOf(email);
    const statuses = await guess(email, 4, 4, { deviceToken: token });
    expect(count(statuses, 400)).toBe(2 * BUDGET);
    expect(count(statuses, 429)).toBe(16 - 2 * BUDGET);
    // Spent on both: the token's owner is refused too until the hour is over.
    await expectAnswer(await signIn(email, PASSWORD, freshNetwork()(), token), 429, {
      code: "over_request_rate_limit",
    });
  });
});

describe("auth: wrong passwords per account with CAPTCHA on", { timeout: 60_000 }, () => {
  it("lets a solved CAPTCHA through past the budget", async () => {
    const email = uniqueEmail("captcha");
    const withCaptcha = (body: Record<string, unknown>) => ({
      ...body,
      gotrue_meta_security: { captcha_token: verifier.issueToken() },
    });
    const signUp = await post(
      guarded,
      "/signup",
      withCaptcha({ email, password: PASSWORD }),
      freshNetwork()(),
    );
    expect(signUp.status).toBe(200);
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      const network = freshNetwork();
      for (let i = 0; i < 3; i++) {
        const response = await post(
          guarded,
          "/token?grant_type=password",
          withCaptcha({ email, password: `guess-${n}-${i}` }),
          network(),
        );
        statuses.push(response.status);
      }
    }
    expect(statuses).toEqual(Array<number>(9).fill(400));
    const owner = await post(
      guarded,
      "/token?grant_type=password",
      withCaptcha({ email, password: PASSWORD }),
      freshNetwork()(),
    );
    expect(owner.status).toBe(200);
  });
});
