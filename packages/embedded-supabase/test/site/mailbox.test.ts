import { describe, expect, it } from "vitest";

import { startEmbeddedBackend } from "../../src/server";
import { startTestBackend, testBackendForFile, uniqueEmail } from "../support/backend";

const SITE = "http://localhost:3000";
const backend = testBackendForFile({ siteUrl: SITE, enableConfirmations: true, mailbox: true });

type Listed = {
  messages: {
    id: string;
    source: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    link: string;
    code: string | null;
  }[];
};

async function listed(to: string): Promise<Listed["messages"]> {
  const response = await fetch(
    `${backend().standIn.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as Listed).messages;
}

describe("the local mailbox", () => {
  it("keeps each auth e-mail as rendered, readable as JSON and as a page", async () => {
    const email = uniqueEmail("mailbox");
    const { error } = await backend().anon().auth.signUp({ email, password: "correct-horse-1" });
    expect(error).toBeNull();

    const [mail] = await listed(email.toUpperCase());
    expect(mail).toMatchObject({
      source: "backend",
      to: email,
      subject: "Confirm your e-mail for Gurukul Code",
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(mail!.link).toMatch(new RegExp(`^${SITE}/auth/confirm\\?token_hash=\\w+&type=signup$`));
    expect(mail!.html).toContain(mail!.code);
    expect(mail!.text).toContain(mail!.link);

    const list = await fetch(backend().standIn.mailboxUrl!);
    expect(list.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await list.text()).toContain(`href="/_mailbox/${mail!.id}"`);
    const page = await (await fetch(`${backend().standIn.mailboxUrl}/${mail!.id}`)).text();
    expect(page).toContain('sandbox="allow-popups allow-top-navigation-by-user-activation"');
    expect(page).toContain(mail!.code!);
  });

  it("takes the site's own mail with the secret key only", async () => {
    const to = uniqueEmail("site-mail");
    const post = (apikey: string) =>
      fetch(`${backend().standIn.mailboxUrl}/api/messages`, {
        method: "POST",
        headers: { apikey, "content-type": "application/json" },
        body: JSON.stringify({
          to,
          subject: "Confirm your subscription",
          text: "Confirm: https://example.com/c",
          html: '<p><a href="https://example.com/c">Confirm</a></p>',
          link: "https://example.com/c",
        }),
      });
    expect((await post(backend().standIn.anonKey)).status).toBe(401);
    expect((await post(backend().standIn.serviceRoleKey)).status).toBe(201);
    expect(await listed(to)).toEqual([
      expect.objectContaining({ source: "site", subject: "Confirm your subscription", code: null }),
    ]);
  });

  it("is off unless asked for, and refused beside real mail", async () => {
    const plain = await startTestBackend();
    try {
      expect(plain.standIn.mailboxUrl).toBeNull();
      expect((await fetch(`${plain.standIn.url}/_mailbox`)).status).toBe(404);
    } finally {
      await plain.standIn.close();
    }
    await expect(
      startEmbeddedBackend({
        dataDir: "memory://",
        port: 0,
        mailbox: true,
        smtpUrl: "smtp://127.0.0.1:9",
        smtpFrom: "x@example.com",
      }),
    ).rejects.toThrow("the local mailbox is for work without SMTP_URL");
  });

  it("answers only a client of this machine that no proxy forwarded", async () => {
    const url = `${backend().standIn.mailboxUrl}/api/messages`;
    expect((await fetch(url)).status).toBe(200);
    const proxied: Record<string, string>[] = [
      { "X-Forwarded-For": "127.0.0.1" },
      { "X-Forwarded-Host": "localhost:3000" },
      { Forwarded: "for=127.0.0.1" },
      { Via: "1.1 proxy" },
    ];
    for (const headers of proxied) {
      const answer = await fetch(url, { headers });
      expect({ headers, status: answer.status }).toEqual({ headers, status: 404 });
      expect(await answer.json()).toEqual({ message: "no Route matched with those values" });
    }
  });

  it("refuses to start on an address other machines reach", async () => {
    for (const host of ["0.0.0.0", "::"]) {
      await expect(
        startEmbeddedBackend({ dataDir: "memory://", port: 0, host, mailbox: true }),
      ).rejects.toThrow(`the local mailbox needs a loopback host (127.0.0.1), not ${host}`);
    }
  });
});
