import { describe, expect, it } from "vitest";

import { expectAnswer, testBackendForFile, uniqueEmail } from "../support/backend";

/**
 * The site-wide ceiling on new accounts: sign-ups from ever new networks, each within its own
 * per-network limit, still stop at the hourly ceiling, counted in the database.
 */
const CEILING = 5;
const backend = testBackendForFile({
  authRateLimits: { signUpsSiteWide: CEILING, signInSignUps: 30 },
});

/** At most one e-mail an hour from the whole backend: the second magic link cannot go. */
/** Two e-mails an hour in all, so one for new accounts (they may use half). */
const oneMailAnHour = testBackendForFile({
  authRateLimits: { emailSentSiteWide: 2, signInSignUps: 30 },
});

function magicLinkFrom(network: number, email: string, on = backend()) {
  return fetch(`${on.standIn.url}/auth/v1/otp`, {
    method: "POST",
    headers: {
      apikey: on.standIn.anonKey,
      "content-type": "application/json",
      "x-forwarded-for": `2001:db8:${network.toString(16)}:1::1`,
    },
    body: JSON.stringify({ email }),
  });
}

async function accountsOf(on: ReturnType<typeof backend>, email: string): Promise<number> {
  const rows = await on.standIn.query<{ count: number }>(
    "select count(*)::int as count from auth.users where email = $1",
    [email],
  );
  return rows[0]?.count ?? 0;
}

function signUpFrom(network: number) {
  return fetch(`${backend().standIn.url}/auth/v1/signup`, {
    method: "POST",
    headers: {
      apikey: backend().standIn.anonKey,
      "content-type": "application/json",
      "x-forwarded-for": `2001:db8:${network.toString(16)}::1`,
    },
    body: JSON.stringify({ email: uniqueEmail("ceiling"), password: "correct-horse-1" }),
  });
}

describe("auth: the site-wide ceiling on sign-ups", { timeout: 60_000 }, () => {
  it("refuses the sign-up past the hourly ceiling, from whichever network", async () => {
    for (let network = 1; network <= CEILING; network++) {
      expect((await signUpFrom(network)).status).toBe(200);
    }
    await expectAnswer(await signUpFrom(CEILING + 1), 429, { code: "over_request_rate_limit" });
    const accounts = await backend().standIn.query<{ count: number }>(
      "select count(*)::int as count from auth.users",
    );
    expect(accounts[0]?.count).toBe(CEILING);
  });

  it("counts only the last hour's accounts", async () => {
    await backend().standIn.query(
      "update auth.users set created_at = created_at - interval '2 hours'",
    );
    expect((await signUpFrom(100)).status).toBe(200);
  });

  it("counts accounts a magic link signs up against the same ceiling", async () => {
    await backend().standIn.query(
      "update auth.users set created_at = created_at - interval '2 hours'",
    );
    for (let network = 1; network <= CEILING; network++) {
      expect((await magicLinkFrom(200 + network, uniqueEmail("link"))).status).toBe(200);
    }
    const refused = uniqueEmail("link");
    await expectAnswer(await magicLinkFrom(300, refused), 429, {
      code: "over_request_rate_limit",
    });
    expect(await accountsOf(backend(), refused)).toBe(0);
  });

  it("creates no account when the magic link's e-mail cannot go", async () => {
    const first = uniqueEmail("mailed");
    expect((await magicLinkFrom(400, first, oneMailAnHour())).status).toBe(200);
    expect(await accountsOf(oneMailAnHour(), first)).toBe(1);
    const unmailed = uniqueEmail("unmailed");
    await expectAnswer(await magicLinkFrom(401, unmailed, oneMailAnHour()), 429, {
      code: "over_email_send_rate_limit",
    });
    expect(await accountsOf(oneMailAnHour(), unmailed)).toBe(0);
  });
});
