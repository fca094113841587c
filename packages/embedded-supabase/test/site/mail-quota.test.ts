import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MailMessage } from "../../src/mail/types";
import { createTestDatabase, startTestBackend, testEngine, uniqueEmail } from "../support/backend";
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

/** A member: an account whose address was confirmed more than an hour ago. */
async function member(backend: TestBackend, name: string) {
  const account = await backend.signedIn(name);
  await backend.standIn.query(
    "update auth.users set email_confirmed_at = now() - interval '2 hours' where id = $1",
    [account.id],
  );
  return account;
}

/** Ends the life of every code mailed to the account, as the minutes going by would. */
async function expireCodes(backend: TestBackend, userId: string) {
  await backend.standIn.query(
    "update auth.one_time_tokens set created_at = now() - interval '1 day' where user_id = $1",
    [userId],
  );
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

  it("stops mail to many members at the site-wide hourly cap, from any network", async () => {
    await first.standIn.exec("delete from auth.mail_quota");
    const accounts = await Promise.all(
      Array.from({ length: SITE_WIDE + 2 }, (_, i) => member(first, `Many ${i}`)),
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

  it("keeps half the hour's mail from new addresses, so a member's reset still goes out", async () => {
    await first.standIn.exec(
      "delete from auth.mail_quota; delete from auth.mail_quota_new_accounts",
    );
    const members = await Promise.all(
      Array.from({ length: SITE_WIDE / 2 + 1 }, (_, i) => member(first, `Kept ${i}`)),
    );
    const flood: (string | null)[] = [];
    const addresses = Array.from({ length: SITE_WIDE + 2 }, () => uniqueEmail("flood"));
    for (const [i, email] of addresses.entries()) {
      const backend = i % 2 === 0 ? first : second;
      const { error } = await fromNewNetwork(backend).auth.signInWithOtp({ email });
      flood.push(error?.code ?? null);
    }
    expect(flood).toEqual([
      ...Array(SITE_WIDE / 2).fill(null),
      ...Array(SITE_WIDE / 2 + 2).fill("over_email_send_rate_limit"),
    ]);
    // A refused magic link leaves no account behind.
    const created = await first.standIn.query<{ count: number }>(
      "select count(*)::int as count from auth.users where email = any($1)",
      [addresses],
    );
    expect(created).toEqual([{ count: SITE_WIDE / 2 }]);

    const resets: (string | null)[] = [];
    for (const { email } of members) {
      const { error } = await fromNewNetwork(second).auth.resetPasswordForEmail(email);
      resets.push(error?.code ?? null);
    }
    expect(resets).toEqual([...Array(SITE_WIDE / 2).fill(null), "over_email_send_rate_limit"]);
  });
});

describe("mail to one address", () => {
  // Without a pace between e-mails, so only the hourly count and the live code can stop them.
  let counted: TestBackend;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    counted = await startTestBackend({ authRateLimits: { emailsPerRecipient: PER_RECIPIENT } });
    counted.standIn.onMail((message) => mails.push(message));
  }, 60_000);
  afterAll(() => counted?.standIn.close());
  const mailTo = (email: string) => mails.filter((message) => message.to === email);

  it("sends one address at most its hourly count", async () => {
    const { id, email } = await member(counted, "Recipient");
    const codes: (string | null)[] = [];
    for (let i = 0; i < PER_RECIPIENT + 1; i++) {
      await expireCodes(counted, id);
      const { error } = await fromNewNetwork(counted).auth.resetPasswordForEmail(email);
      codes.push(error?.code ?? null);
    }
    expect(codes).toEqual([...Array(PER_RECIPIENT).fill(null), "over_email_send_rate_limit"]);
  });

  it("answers repeats within a live code's life as sends, mailing nothing and using no count", async () => {
    const { email } = await member(counted, "Repeated");
    expect((await fromNewNetwork(counted).auth.resetPasswordForEmail(email)).error).toBeNull();
    const [mailed] = mailTo(email);
    for (let i = 0; i < PER_RECIPIENT * 3; i++) {
      const attacker = fromNewNetwork(counted).auth;
      const { data, error } =
        i % 2 === 0
          ? await attacker.resetPasswordForEmail(email)
          : await attacker.signInWithOtp({ email, options: { shouldCreateUser: false } });
      expect({ data, error }).toEqual({
        data: i % 2 === 0 ? {} : { user: null, session: null },
        error: null,
      });
    }
    expect(mailTo(email)).toHaveLength(1);
    const sent = await counted.standIn.query<{ sent: number }>(
      "select sent from auth.mail_recipients where address = $1",
      [email],
    );
    expect(sent).toEqual([{ sent: 1 }]);
    // The code already mailed is the one that works.
    const { data, error } = await counted
      .anon()
      .auth.verifyOtp({ type: "recovery", email, token: mailed!.code });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // Used, it is no longer live: the next request mails a new one.
    expect((await fromNewNetwork(counted).auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(mailTo(email)).toHaveLength(2);
  });

  it("keeps the member's link working when strangers kill its code and use up the address's mail", async () => {
    const { id, email } = await member(counted, "Besieged");
    for (let i = 0; i < PER_RECIPIENT; i++) {
      await expireCodes(counted, id);
      expect((await fromNewNetwork(counted).auth.resetPasswordForEmail(email)).error).toBeNull();
    }
    const last = mailTo(email).at(-1)!;
    // Five wrong codes, each from a network of its own, kill the code...
    for (let i = 1; i <= 5; i++) {
      const wrong = String((Number(last.code) + i) % 1_000_000).padStart(6, "0");
      const guess = await fromNewNetwork(counted).auth.verifyOtp({
        type: "recovery",
        email,
        token: wrong,
      });
      expect(guess.error?.code).toBe("otp_expired");
    }
    const right = await counted
      .anon()
      .auth.verifyOtp({ type: "recovery", email, token: last.code });
    expect(right.error?.code).toBe("otp_expired");
    // ...so a new request is not a repeat, and the address's hourly count refuses it...
    const refused = await fromNewNetwork(counted).auth.resetPasswordForEmail(email);
    expect(refused.error?.code).toBe("over_email_send_rate_limit");
    // ...yet the link of the last e-mail still signs the member in.
    const { data, error } = await counted
      .anon()
      .auth.verifyOtp({ type: "recovery", token_hash: last.tokenHash });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(id);
  });
});
