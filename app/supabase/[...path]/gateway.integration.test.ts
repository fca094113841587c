import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { expectAnswer, testBackendForFile } from "@gurukul/embedded-supabase/testing";
import { EMBEDDED_KEY_PLACEHOLDER } from "@/lib/supabase/config";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

/**
 * An attacker's probes of the auth API sent as a browser sends them: through the site's
 * `/supabase` gateway (this route), with the public placeholder key, each from the address the
 * nearest proxy saw. The embedded backend behind it runs with the production settings the probes
 * are about (`secure_password_change`).
 */
const backend = testBackendForFile({ securePasswordChange: true, mailbox: true });

type Mail = { to: string; kind: string; code: string };
const mails: Mail[] = [];

function lastCode(to: string, kind: string): string {
  const mail = mails.filter((message) => message.to === to && message.kind === kind).at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail.code;
}

let address = 1;
/** A new address for each request, as a botnet would send them. */
function freshAddress(): string {
  return `2001:db8:${(address += 1).toString(16)}::1`;
}

async function gateway(
  method: string,
  path: string,
  {
    body,
    accessToken,
    segments = path.split("/"),
    forwardedFor = freshAddress(),
  }: { body?: unknown; accessToken?: string; segments?: string[]; forwardedFor?: string } = {},
): Promise<Response> {
  const { PUT, POST, GET } = await import("./route");
  const handler = { PUT, POST, GET }[method as "PUT" | "POST" | "GET"];
  const request = new NextRequest(`http://localhost/supabase/${path}`, {
    method,
    headers: {
      apikey: EMBEDDED_KEY_PLACEHOLDER,
      authorization: `Bearer ${accessToken ?? EMBEDDED_KEY_PLACEHOLDER}`,
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({ path: segments }) });
}

describe("auth probes through the /supabase gateway", { timeout: 60_000 }, () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.SUPABASE_URL = backend().standIn.url;
    process.env.SUPABASE_PUBLISHABLE_KEY = backend().standIn.anonKey;
    process.env.NEXT_PUBLIC_SUPABASE_URL = "";
    if (mails.length === 0) backend().standIn.onMail((message) => mails.push(message as Mail));
  });
  afterAll(() => {
    process.env = saved;
  });

  it("refuses 20 password changes from a day-old session without reauthentication", async () => {
    const { id, email, password, client } = await backend().signedIn();
    await backend().standIn.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
      [id],
    );
    const accessToken = (await client.auth.getSession()).data.session!.access_token;

    for (let attempt = 1; attempt <= 20; attempt++) {
      await expectAnswer(
        await gateway("PUT", "auth/v1/user", {
          accessToken,
          body: { password: `stolen-token-password-${attempt}` },
        }),
        400,
        { code: "reauthentication_needed" },
      );
    }
    const signIn = await backend().anon().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
  });

  it("lets a recovery code die on its fifth wrong guess, each from a new network", async () => {
    const { email } = await backend().signedIn();
    const asked = await gateway("POST", "auth/v1/recover", { body: { email } });
    expect(asked.status).toBe(200);
    const code = lastCode(email, "recovery");

    for (let guess = 1; guess <= 5; guess++) {
      const wrong = String((Number(code) + guess) % 1_000_000).padStart(6, "0");
      await expectAnswer(
        await gateway("POST", "auth/v1/verify", {
          body: { type: "recovery", email, token: wrong },
        }),
        403,
        { code: "otp_expired" },
      );
    }
    await expectAnswer(
      await gateway("POST", "auth/v1/verify", { body: { type: "recovery", email, token: code } }),
      403,
      { code: "otp_expired" },
    );
  });
});

describe("the backend's local mailbox through the /supabase gateway", () => {
  beforeEach(() => {
    process.env.SUPABASE_URL = backend().standIn.url;
    process.env.SUPABASE_PUBLISHABLE_KEY = backend().standIn.anonKey;
    process.env.NEXT_PUBLIC_SUPABASE_URL = "";
  });

  it("is not found however its path is spelled, while the backend serves it on loopback", async () => {
    const { email } = await backend().signedIn();
    expect((await gateway("POST", "auth/v1/recover", { body: { email } })).status).toBe(200);
    const direct = await fetch(`${backend().standIn.mailboxUrl}/api/messages?to=${email}`);
    expect(((await direct.json()) as { messages: unknown[] }).messages).toHaveLength(1);

    // The segments as Next hands them over once it has decoded `%5F`, `%2E` and `%2F`.
    const spellings = [
      ["_mailbox", "api", "messages"],
      ["_mailbox"],
      ["_mailbox", ""],
      ["", "_mailbox", "api", "messages"],
      ["_mailbox.", "api", "messages"],
      ["auth", "v1", "..", "..", "_mailbox", "api", "messages"],
      ["rest", "v1", ".", "..", "..", "_mailbox"],
      ["auth/../_mailbox", "api", "messages"],
      ["auth", "v1", "../../_mailbox/api/messages"],
    ];
    // Without a client address the gateway forwards no headers the backend could refuse by.
    for (const forwardedFor of [freshAddress(), ""]) {
      for (const segments of spellings) {
        const answer = await gateway("GET", segments.join("/"), { segments, forwardedFor });
        expect({ segments, status: answer.status }).toEqual({ segments, status: 404 });
        expect(await answer.text()).not.toContain(email);
      }
    }
  });

  it("is refused by the backend to a proxied request, even from loopback", async () => {
    const proxied: Record<string, string>[] = [
      { "x-forwarded-for": "2001:db8:5::1" },
      { forwarded: "for=127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
    ];
    for (const headers of proxied) {
      const answer = await fetch(`${backend().standIn.mailboxUrl}/api/messages`, { headers });
      expect({ headers, status: answer.status }).toEqual({ headers, status: 404 });
    }
  });
});
