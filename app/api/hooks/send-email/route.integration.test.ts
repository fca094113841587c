import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { renderTemplate, signWebhook } from "@gurukul/shared";
import { testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";
import type { MailboxMessage } from "@gurukul/embedded-supabase";
import { captureLog } from "@/test/support/capture-log";
import { mailToMailbox } from "@/test/support/site-backend";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

const { POST } = await import("@/app/api/hooks/send-email/route");
const { confirmationMail, sendConfirmation } = await import("@/lib/subscriptions/confirmation");

const SECRET = `v1,whsec_${randomBytes(32).toString("base64")}`;
/** The site the backend's links lead to (GoTrue's site URL). */
const SITE = "http://127.0.0.1:4600";
const PASSWORD = "correct-horse-1";

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What the hook was posted, in order. */
const posted: { user: { email: string; user_metadata: Record<string, unknown> } }[] = [];

// The route as a server, where the backend's Send Email hook posts: each call reaches POST as Next
// would hand it over.
const hookServer = createServer(async (req, res) => {
  const body = await bodyOf(req);
  posted.push(JSON.parse(body.toString("utf8")));
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
  );
  const response = await POST(
    new Request(`http://127.0.0.1${req.url}`, {
      method: "POST",
      headers,
      body: new Uint8Array(body),
    }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
await new Promise<void>((listening) => hookServer.listen(0, "127.0.0.1", listening));
const HOOK_URI = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/api/hooks/send-email`;

const backend = testBackendForFile({
  mailbox: true,
  siteUrl: SITE,
  enableConfirmations: true,
  sendEmailHook: { enabled: true, uri: HOOK_URI, secrets: [SECRET] },
});

afterAll(() => new Promise<void>((closed) => hookServer.close(() => closed())));

beforeEach(() => {
  vi.stubEnv("SEND_EMAIL_HOOK_SECRET", SECRET);
  mailToMailbox(backend().standIn);
  const log = captureLog();
  return () => {
    log.restore();
    vi.unstubAllEnvs();
  };
});

async function mailTo(email: string): Promise<MailboxMessage[]> {
  const url = `${backend().standIn.mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`;
  return ((await (await fetch(url)).json()) as { messages: MailboxMessage[] }).messages;
}

/** The newest mail to `email`, waited for: the site sends it while the backend answers. */
async function newestMailTo(email: string, subject: string): Promise<MailboxMessage> {
  await expect
    .poll(async () => (await mailTo(email)).some((m) => m.subject === subject))
    .toBe(true);
  return (await mailTo(email)).find((m) => m.subject === subject)!;
}

function tokenHashOf(link: string): string {
  return new URL(link).searchParams.get("token_hash")!;
}

const DEVANAGARI = /[\u0900-\u097f]/;

const HINDI = {
  signup: "Gurukul Code के लिए अपने ई-मेल की पुष्टि करें",
  recovery: "अपना Gurukul Code पासवर्ड रीसेट करें",
  emailChange: "अपना Gurukul Code ई-मेल पता बदलने की पुष्टि करें",
};

async function signUp(email: string, data: Record<string, unknown>) {
  const { error } = await backend()
    .anon()
    .auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(error).toBeNull();
}

describe("POST /api/hooks/send-email", () => {
  it("mails a Hindi member's sign-up confirmation in Hindi, with a link that confirms", async () => {
    const email = uniqueEmail("hindi");
    await signUp(email, { full_name: "Asha", locale: "hi" });

    expect(posted.find(({ user }) => user.email === email)?.user.user_metadata.locale).toBe("hi");
    const mail = await newestMailTo(email, HINDI.signup);
    expect(mail.html).toContain('<html lang="hi"');
    expect(mail.text).toMatch(DEVANAGARI);
    expect(mail.text).toContain("मेरे ई-मेल की पुष्टि करें");
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toBe(`${SITE}/auth/confirm?token_hash=${tokenHashOf(mail.link)}&type=signup`);

    const { data, error } = await backend()
      .anon()
      .auth.verifyOtp({ type: "signup", token_hash: tokenHashOf(mail.link) });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    // The consent record names the notice's language with its version.
    const [consent] = await backend().standIn.query<{ notice_language: string }>(
      "select notice_language from public.consent_records where email = $1",
      [email],
    );
    expect(consent?.notice_language).toBe("hi");
  });

  it("mails an English member the English templates, byte for byte", async () => {
    const email = uniqueEmail("english");
    await signUp(email, { full_name: "Ravi" });

    const mail = await newestMailTo(email, "Confirm your e-mail for Gurukul Code");
    const variables = {
      ConfirmationURL: "",
      Token: mail.code!,
      TokenHash: tokenHashOf(mail.link),
      SiteURL: SITE,
      Email: email,
      NewEmail: "",
      RedirectTo: "",
    };
    const template = (extension: string) =>
      readFileSync(`supabase/templates/confirmation.${extension}`, "utf8");
    expect(mail.html).toBe(renderTemplate(template("html"), variables, "html"));
    expect(mail.text).toBe(renderTemplate(template("txt"), variables, "text"));
  });

  describe("a Hindi member's account e-mails", () => {
    async function hindiMember() {
      const email = uniqueEmail("sadasya");
      await signUp(email, { full_name: "Meera", locale: "hi" });
      const link = (await newestMailTo(email, HINDI.signup)).link;
      const client = backend().anon();
      const { error } = await client.auth.verifyOtp({
        type: "signup",
        token_hash: tokenHashOf(link),
      });
      expect(error).toBeNull();
      return { email, client };
    }

    it("mails a password reset in Hindi, whose link signs in to set a new password", async () => {
      const { email } = await hindiMember();
      const { error } = await backend()
        .anon()
        .auth.resetPasswordForEmail(email, {
          redirectTo: `${SITE}/auth/confirm?next=/reset-password`,
        });
      expect(error).toBeNull();

      const mail = await newestMailTo(email, HINDI.recovery);
      expect(mail.text).toContain("नया पासवर्ड चुनें");
      expect(mail.link).toBe(
        `${SITE}/auth/confirm?token_hash=${tokenHashOf(mail.link)}&type=recovery`,
      );
      const verified = await backend()
        .anon()
        .auth.verifyOtp({ type: "recovery", token_hash: tokenHashOf(mail.link) });
      expect(verified.error).toBeNull();
      expect(verified.data.session).not.toBeNull();
    });

    it("mails an e-mail change to both addresses, each worded for its reader, and both links confirm it", async () => {
      const { email, client } = await hindiMember();
      const newEmail = uniqueEmail("naya");
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();

      const toCurrent = await newestMailTo(email, HINDI.emailChange);
      const toNew = await newestMailTo(newEmail, HINDI.emailChange);
      expect(toCurrent.text).toContain("इस बदलाव के लिए इस पते से भी पुष्टि ज़रूरी है।");
      expect(toNew.text).toContain(`बदलकर यह पता, ${newEmail}, करने को कहा है।`);
      expect(toCurrent.code).not.toBe(toNew.code);
      for (const mail of [toCurrent, toNew]) {
        expect(mail.link).toMatch(
          new RegExp(`^${SITE}/auth/confirm\\?token_hash=\\w+&type=email_change$`),
        );
        const { error } = await client.auth.verifyOtp({
          type: "email_change",
          token_hash: tokenHashOf(mail.link),
        });
        expect(error).toBeNull();
      }
      expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    });
  });

  it("refuses a post without a valid signature, sending nothing", async () => {
    const email = uniqueEmail("forged");
    const body = JSON.stringify({
      user: { email, user_metadata: { locale: "hi" } },
      email_data: {
        token: "123456",
        token_hash: "a".repeat(56),
        redirect_to: `${SITE}/`,
        email_action_type: "signup",
        site_url: `${SITE}/supabase/auth/v1`,
        token_new: "",
        token_hash_new: "",
      },
    });
    const other = `v1,whsec_${randomBytes(32).toString("base64")}`;
    for (const headers of [{ ...signWebhook([other], "msg_1", body) }, {}]) {
      const response = await POST(
        new Request("http://127.0.0.1/api/hooks/send-email", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body,
        }),
      );
      expect(response.status).toBe(401);
      expect((await response.json()).error).toMatchObject({
        code: "invalid_signature",
        http_code: 401,
      });
    }
    // Signed rightly, the same post is sent: the refusal was the signature's.
    const signed = await POST(
      new Request("http://127.0.0.1/api/hooks/send-email", {
        method: "POST",
        headers: { "content-type": "application/json", ...signWebhook([SECRET], "msg_2", body) },
        body,
      }),
    );
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({});
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual([HINDI.signup]);
  });
});

describe("a list's confirmation e-mail", () => {
  it("goes out in the language of the form it was asked from, which the request keeps", async () => {
    const email = uniqueEmail("suchi");
    const { data: token, error } = await backend()
      .service({ "X-Client-Address": "203.0.113.61" })
      .rpc("request_subscription", {
        email,
        source: "newsletter",
        notice_version: "1.1",
        form: "newsletter",
        page: "/hi",
        locale: "hi",
      });
    expect(error).toBeNull();
    await sendConfirmation(email, "newsletter", token as string, "hi", "http://127.0.0.1:4123");

    const mail = await newestMailTo(email, "अपनी सब्सक्रिप्शन की पुष्टि करें");
    expect(mail.html).toContain('<html lang="hi" dir="ltr">');
    expect(mail.text).toContain("इस पते पर Gurukul Code न्यूज़लेटर भेजने को कहा है।");
    expect(mail.link).toMatch(
      /^http:\/\/127\.0\.0\.1:4123\/confirm-subscription\?token=[0-9a-f]{64}$/,
    );
    const rows = await backend().standIn.query<{ locale: string; notice_language: string }>(
      `select s.locale, c.notice_language from public.subscriptions s
         join public.consent_records c on c.id = s.consent_id where s.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ locale: "hi", notice_language: "hi" }]);
    // English stays as it was.
    expect(
      confirmationMail(email, "newsletter", "f".repeat(64), "http://127.0.0.1:4123").subject,
    ).toBe("Confirm your subscription");
  });
});
