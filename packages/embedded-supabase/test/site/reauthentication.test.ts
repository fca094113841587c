import { describe, expect, it } from "vitest";

import type { MailMessage } from "../../src/mail/types";
import { expectAnswer, testBackendForFile } from "../support/backend";

/**
 * Password changes through the API (`PUT /user`) with `secure_password_change` on, as GoTrue
 * does it: a session signed in within the day changes its password; an older one needs the code
 * `GET /reauthenticate` e-mails, as `nonce`. And every account takes at most `userUpdates`
 * changes an hour, wherever they come from.
 */

const USER_UPDATES_PER_HOUR = 25;
const backend = testBackendForFile({
  securePasswordChange: true,
  authRateLimits: { userUpdates: USER_UPDATES_PER_HOUR },
});

const mails: MailMessage[] = [];
function lastCode(to: string): string {
  const mail = mails.filter((message) => message.to === to).at(-1);
  if (!mail || mail.kind !== "reauthentication") throw new Error(`no reauthentication to ${to}`);
  return mail.code;
}

/** A fresh account whose session was created `hoursAgo`. */
async function accountSignedIn(hoursAgo: number) {
  const user = await backend().signedIn();
  if (mails.length === 0) backend().standIn.onMail((message) => mails.push(message));
  await backend().standIn.query(
    `update auth.sessions set created_at = now() - make_interval(hours => $2) where user_id = $1`,
    [user.id, hoursAgo],
  );
  const token = (await user.client.auth.getSession()).data.session!.access_token;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${backend().standIn.url}/auth/v1${path}`, {
      method,
      headers: {
        apikey: backend().standIn.anonKey,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { ...user, call };
}

const NEEDED = {
  code: "reauthentication_needed",
  msg: "Password update requires reauthentication",
};
const NOT_VALID = { code: "reauthentication_not_valid", msg: "Nonce has expired or is invalid" };

describe("auth: reauthentication for a password change", { timeout: 60_000 }, () => {
  it("refuses 20 password changes from a day-old session without a code, and changes none", async () => {
    const { call, email, password, client } = await accountSignedIn(25);
    for (let attempt = 1; attempt <= 20; attempt++) {
      await expectAnswer(
        await call("PUT", "/user", { password: `new-password-${attempt}` }),
        400,
        NEEDED,
      );
    }
    await client.auth.signOut({ scope: "local" });
    const again = await backend().anon().auth.signInWithPassword({ email, password });
    expect(again.error).toBeNull();
  });

  it("changes it with the e-mailed code, once", async () => {
    const { call, email } = await accountSignedIn(30);
    const asked = await call("GET", "/reauthenticate");
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({});
    const code = lastCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const changed = await call("PUT", "/user", { password: "a-new-password-1", nonce: code });
    expect(changed.status).toBe(200);
    const signIn = await backend()
      .anon()
      .auth.signInWithPassword({ email, password: "a-new-password-1" });
    expect(signIn.error).toBeNull();

    await expectAnswer(
      await call("PUT", "/user", { password: "a-new-password-2", nonce: code }),
      400,
      NOT_VALID,
    );
  });

  it("lets a code take five wrong guesses, then it is gone", async () => {
    const { call, email } = await accountSignedIn(30);
    await call("GET", "/reauthenticate");
    const code = lastCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expectAnswer(
        await call("PUT", "/user", { password: "a-new-password-1", nonce: wrong }),
        400,
        NOT_VALID,
      );
    }
    await expectAnswer(
      await call("PUT", "/user", { password: "a-new-password-1", nonce: code }),
      400,
      NOT_VALID,
    );
  });

  it("lets a session signed in within the day change its password without a code", async () => {
    const { call, email } = await accountSignedIn(1);
    expect((await call("PUT", "/user", { password: "a-new-password-1" })).status).toBe(200);
    const signIn = await backend()
      .anon()
      .auth.signInWithPassword({ email, password: "a-new-password-1" });
    expect(signIn.error).toBeNull();
  });

  it("e-mails a code only to a confirmed address", async () => {
    const { call, email, id } = await accountSignedIn(30);
    expect((await call("GET", "/reauthenticate")).status).toBe(200);
    const sent = mails.filter((message) => message.to === email).length;
    await backend().standIn.query("update auth.users set email_confirmed_at = null where id = $1", [
      id,
    ]);
    await expectAnswer(await call("GET", "/reauthenticate"), 400, {
      msg: "Please verify your email first.",
    });
    expect(mails.filter((message) => message.to === email)).toHaveLength(sent);
  });
});

describe("auth: changes per account", { timeout: 60_000 }, () => {
  it("answers 429 past the hourly number of changes to one account", async () => {
    const { call } = await accountSignedIn(0);
    for (let change = 1; change <= USER_UPDATES_PER_HOUR; change++) {
      expect((await call("PUT", "/user", { data: { n: change } })).status).toBe(200);
    }
    await expectAnswer(await call("PUT", "/user", { data: { n: 0 } }), 429, {
      code: "over_request_rate_limit",
    });
  });
});
