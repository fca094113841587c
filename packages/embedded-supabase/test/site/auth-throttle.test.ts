import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_AUTH_RATE_LIMITS } from "../../src/config/options";
import { expectAnswer, startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";

let backend: TestBackend;
let nextAddress = 1;

beforeAll(async () => {
  backend = await startTestBackend({ authRateLimits: DEFAULT_AUTH_RATE_LIMITS });
}, 120_000);

afterAll(async () => {
  await backend?.standIn.close();
});

/** A client address of its own per test, as the site's gateway would forward it. */
function freshAddress(): string {
  return `203.0.113.${nextAddress++}`;
}

function post(path: string, body: unknown, forwardedFor: string) {
  return fetch(`${backend.standIn.url}/auth/v1${path}`, {
    method: "POST",
    headers: {
      apikey: backend.standIn.anonKey,
      "Content-Type": "application/json",
      "X-Forwarded-For": forwardedFor,
    },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password: string, forwardedFor: string) =>
  post("/token?grant_type=password", { email, password }, forwardedFor);

const REQUEST_RATE_LIMIT = {
  code: "over_request_rate_limit",
  error_code: "over_request_rate_limit",
  message: "Request rate limit reached",
  msg: "Request rate limit reached",
};

// bcrypt runs on every attempt, so these take seconds on a busy machine.
describe("auth: password attempts", { timeout: 60_000 }, () => {
  it("slows a sixth wrong password from one network down, never the owner on another", async () => {
    const attacker = "2001:db8:bad:1::1";
    const email = uniqueEmail("guarded");
    const password = "correct-horse-1";
    expect((await post("/signup", { email, password }, freshAddress())).status).toBe(200);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await signIn(email, `wrong-${attempt}`, attacker);
      await expectAnswer(wrong, 400, { code: "invalid_credentials" });
    }
    // The same /64 with another interface identifier is the same client.
    const sixth = await signIn(email, "wrong-6", "2001:db8:bad:1:aaaa:bbbb:cccc:dddd");
    await expectAnswer(sixth, 429, {
      code: "over_request_rate_limit",
      msg: expect.stringMatching(
        /^Too many failed sign-in attempts\. Please try again in \d+ seconds\.$/,
      ),
    });

    // The attacker keeps trying (slowed: 429, or 400 once a wait is over, which doubles the next
    // one); the owner, on their own network, signs in every time.
    const owner = freshAddress();
    for (let round = 0; round < 13; round++) {
      expect([400, 429]).toContain((await signIn(email, `guess-${round}`, attacker)).status);
      expect((await signIn(email, password, owner)).status).toBe(200);
    }
    const viaClient = await backend
      .anon({ "X-Forwarded-For": freshAddress() })
      .auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(viaClient.error).toBeNull();
  });

  it("lets a right password through after fewer wrong ones, and starts the count again", async () => {
    const address = freshAddress();
    const email = uniqueEmail("forgetful");
    const password = "correct-horse-1";
    await post("/signup", { email, password }, address);
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(email, "nope-nope", address);
    expect((await signIn(email, password, address)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(email, "nope-nope", address)).status).toBe(400);
    }
  });

  it("answers 429 past 30 sign-ins and sign-ups from one address, keyed on the rightmost forwarded entry", async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 30; attempt++) {
      // A different first entry each time, as a client rotating its own header would send.
      const forwarded = `198.51.100.${attempt}, ${address}`;
      const response =
        attempt % 2
          ? await signIn(uniqueEmail("nobody"), "whatever-1", forwarded)
          : await post("/signup", { email: uniqueEmail("x"), password: "" }, forwarded);
      expect(response.status).not.toBe(429);
    }
    const signInOver = await signIn(uniqueEmail("nobody"), "whatever-1", `10.9.9.9, ${address}`);
    expect(signInOver.status).toBe(429);
    expect(await signInOver.json()).toEqual(REQUEST_RATE_LIMIT);
    const signUpOver = await post(
      "/signup",
      { email: uniqueEmail("late"), password: "correct-horse-1" },
      address,
    );
    expect(signUpOver.status).toBe(429);

    const elsewhere = await signIn(uniqueEmail("nobody"), "whatever-1", freshAddress());
    expect(elsewhere.status).toBe(400);
  });

  it("counts 40 rotating addresses of one IPv6 /64 as one client", async () => {
    const network = "2001:db8:40:64";
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 40; attempt++) {
      const address = `${network}:${attempt.toString(16)}:${(attempt * 7).toString(16)}::1`;
      statuses.push((await signIn(uniqueEmail("rotating"), "whatever-1", address)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    // The bucket refills one attempt per 10 s, so a slow run may see one or two more through;
    // counted per address, none of the 40 would be refused.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
  });
});

describe("auth: e-mail sending", { timeout: 30_000 }, () => {
  it("answers 429 to a second recovery e-mail to the same address within 60 seconds", async () => {
    const address = freshAddress();
    const email = uniqueEmail("recover");
    await post("/signup", { email, password: "correct-horse-1" }, address);
    const mails: string[] = [];
    const stop = backend.standIn.onMail((message) => mails.push(message.to));

    const first = await post("/recover", { email }, address);
    expect(first.status).toBe(200);
    const second = await post("/recover", { email: email.toUpperCase() }, freshAddress());
    expect(second.status).toBe(429);
    const body = (await second.json()) as Record<string, string>;
    expect(body.code).toBe("over_email_send_rate_limit");
    expect(body.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    stop();
    expect(mails).toEqual([email]);

    const viaClient = await backend
      .anon({ "X-Forwarded-For": freshAddress() })
      .auth.resetPasswordForEmail(email);
    expect(viaClient.error?.status).toBe(429);
    expect(viaClient.error?.code).toBe("over_email_send_rate_limit");
  });

  it("answers an address with no account the same way, so the answer reveals nothing", async () => {
    const address = freshAddress();
    const email = uniqueEmail("ghost");
    expect((await post("/recover", { email }, address)).status).toBe(200);
    expect((await post("/recover", { email }, address)).status).toBe(429);
  });

  it("answers 429 past 30 e-mails an hour from one client address", async () => {
    const address = freshAddress();
    for (let sent = 1; sent <= 30; sent++) {
      expect((await post("/recover", { email: uniqueEmail("many") }, address)).status).toBe(200);
    }
    const over = await post("/recover", { email: uniqueEmail("many") }, address);
    await expectAnswer(over, 429, {
      code: "over_email_send_rate_limit",
      message: "Email rate limit exceeded",
    });
  });
});

describe("auth: user metadata size", () => {
  it("refuses 900 KB of sign-up metadata with 422 instead of minting a huge token", async () => {
    const response = await post(
      "/signup",
      {
        email: uniqueEmail("big"),
        password: "correct-horse-1",
        data: { full_name: "Big", blob: "x".repeat(900 * 1024) },
      },
      freshAddress(),
    );
    await expectAnswer(response, 422, { code: "validation_failed" });
  });

  it("keeps metadata under 16 KB on update, and tokens small", async () => {
    const { client } = await backend.signedIn();
    const over = await client.auth.updateUser({ data: { notes: "y".repeat(16 * 1024) } });
    expect(over.error?.status).toBe(422);
    expect(over.error?.code).toBe("validation_failed");
    const within = await client.auth.updateUser({ data: { notes: "y".repeat(8 * 1024) } });
    expect(within.error).toBeNull();
    const { data } = await client.auth.refreshSession();
    expect(data.session!.access_token.length).toBeLessThan(32 * 1024);
  });
});
