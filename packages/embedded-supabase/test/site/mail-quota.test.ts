import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, startTestBackend, testEngine } from "../support/backend";
import type { TestBackend } from "../support/backend";

const SITE_WIDE = 6;
const PER_RECIPIENT = 3;

/** Two backends on one database where the engine allows it (PostgreSQL), else one. */
let first: TestBackend;
let second: TestBackend;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const authRateLimits = {
    emailSentSiteWide: SITE_WIDE,
    emailsPerRecipient: PER_RECIPIENT,
    emailMaxFrequency: 60,
  };
  if (testEngine() === "postgres") {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    first = await startTestBackend({ databaseUrl: database.url, authRateLimits });
    second = await startTestBackend({ databaseUrl: database.url, authRateLimits });
  } else {
    first = second = await startTestBackend({ authRateLimits });
  }
}, 90_000);

afterAll(async () => {
  await first?.standIn.close();
  if (second !== first) await second?.standIn.close();
  await dropDatabase?.();
});

/** A network of its own for each request: only the database's counts can stop the sender. */
let network = 0;
function fromNewNetwork(backend: TestBackend) {
  network += 1;
  return backend.anon({ "X-Forwarded-For": `2001:db8:${network.toString(16)}:99::1` });
}

describe("mail quotas held in the database", () => {
  it("keeps one address's pace across processes and networks", async () => {
    const { email } = await first.signedIn("Pace");
    const sent = await fromNewNetwork(first).auth.resetPasswordForEmail(email);
    expect(sent.error).toBeNull();
    // Another process (on PostgreSQL) and another network: the pace is the address's.
    const again = await fromNewNetwork(second).auth.resetPasswordForEmail(email);
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe("over_email_send_rate_limit");
    expect(again.error?.message).toMatch(/only request this after \d+ seconds/);
  });

  it("stops mail to many addresses at the site-wide hourly cap, from any network", async () => {
    await first.standIn.exec("delete from auth.mail_quota");
    const accounts = await Promise.all(
      Array.from({ length: SITE_WIDE + 2 }, (_, i) => first.signedIn(`Many ${i}`)),
    );
    const codes: (string | null)[] = [];
    for (const [i, { email }] of accounts.entries()) {
      const backend = i % 2 === 0 ? first : second;
      const { error } = await fromNewNetwork(backend).auth.resetPasswordForEmail(email);
      codes.push(error?.code ?? null);
    }
    expect(codes).toEqual([
      ...Array(SITE_WIDE).fill(null),
      "over_email_send_rate_limit",
      "over_email_send_rate_limit",
    ]);
  });

  it("sends one address at most its hourly count", async () => {
    // Without a pace between e-mails, so only the hourly count can stop them.
    const counted = await startTestBackend({
      authRateLimits: { emailsPerRecipient: PER_RECIPIENT },
    });
    try {
      const { email } = await counted.signedIn("Recipient");
      const codes: (string | null)[] = [];
      for (let i = 0; i < PER_RECIPIENT + 1; i++) {
        const { error } = await fromNewNetwork(counted).auth.resetPasswordForEmail(email);
        codes.push(error?.code ?? null);
      }
      expect(codes).toEqual([...Array(PER_RECIPIENT).fill(null), "over_email_send_rate_limit"]);
    } finally {
      await counted.standIn.close();
    }
  });
});
