import type { APIRequestContext, Page } from "@playwright/test";

import { privacyNotice } from "@/content/legal";

import {
  createAccount,
  lastMail,
  lastMailedLink,
  logIn,
  mailTo,
  toasts,
  uniqueCredentials,
} from "./auth-helpers";
import { expect, test } from "./fixtures";
import { authUser, backend, rows, uniqueAddress, uniqueIp } from "./forms-helpers";
import { runTeamScript } from "./start-command";

/**
 * Double opt-in end to end: the newsletter form, the confirmation e-mail (read from the local
 * mailbox), the page whose button confirms, the mailing list export and the retention job, all
 * against the e2e server and its backend. Server flows: @desktop only.
 */

const CONFIRMATION = "Confirm your subscription";

type Subscription = {
  email: string;
  source: string;
  confirmed_at: string | null;
  requested_at: string | null;
  unsubscribed_at: string | null;
  unsubscribe_token: string;
};

async function subscription(email: string, source = "newsletter") {
  const [row] = await rows<Subscription>(
    "subscriptions",
    `email=eq.${encodeURIComponent(email)}&source=eq.${source}`,
  );
  return row;
}

/** `npm run subscribers:export` against the e2e backend, as the team runs it. */
function exported(): Promise<string> {
  return runTeamScript("subscribers-export");
}

/** The path of the newest confirmation link mailed to `email`, once it differs from `previous`. */
async function mailedConfirmation(email: string, previous: string | null = null): Promise<string> {
  let path: string | null = null;
  let link: string | null = null;
  await expect
    .poll(async () => {
      link = await lastMailedLink(CONFIRMATION, email);
      path = link && `${new URL(link).pathname}${new URL(link).search}`;
      return path !== null && path !== previous;
    })
    .toBe(true);
  // On the origin the visitor used (this server's port, not the build's configured site).
  expect(new URL(link!).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  return path!;
}

async function subscribeWithForm(page: Page, email: string) {
  await page.goto("/");
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
  await expect(page.getByText("Please confirm from the e-mail we've sent you")).toBeVisible();
}

function subscribeWithApi(request: APIRequestContext, email: string, source = "newsletter") {
  return request.post("/api/subscribe", {
    headers: { "x-forwarded-for": uniqueIp(), "content-type": "application/json" },
    data: { email, source },
  });
}

test.describe("double opt-in @desktop", () => {
  // Journeys through several pages, the mailbox and the export script.
  test.slow();
  test("a subscriber is exported only once the mailed button is pressed; re-subscribing after leaving is pending again", async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueAddress("optin");

    await test.step("the form asks to confirm; nothing is exported yet", async () => {
      await subscribeWithForm(page, email);
      expect(await subscription(email)).toMatchObject({ confirmed_at: null });
      expect(await exported()).not.toContain(email);
    });

    const link = await mailedConfirmation(email);
    const mail = await lastMail(CONFIRMATION, email);
    // The account e-mails' layout: the brand bar, the button, the footer with the site's address.
    expect(mail?.html).toContain("border-bottom: 4px solid #0d6577");
    expect(mail?.html).toContain(">Confirm my subscription</a>");
    expect(mail?.html).toContain("Gurukul Code · Pune, India");

    await test.step("opening the link confirms nothing; the button does", async () => {
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONFIRMATION);
      await expect(page.getByText(`Send the Gurukul Code newsletter to ${email}?`)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await checkA11y(page);
      expect((await subscription(email))?.confirmed_at).toBeNull();

      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
      await checkA11y(page);
      expect((await subscription(email))?.confirmed_at).not.toBeNull();
      expect(await exported()).toContain(`${email},newsletter,`);
    });

    await test.step("a used link says so", async () => {
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
    });

    await test.step("unsubscribed, then subscribed again: pending, not exported", async () => {
      const { unsubscribe_token: token } = (await subscription(email))!;
      await page.goto(`/unsubscribe?token=${token}`);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
      expect(await exported()).not.toContain(email);

      await subscribeWithForm(page, email);
      // Still unsubscribed until the new link's button is pressed, which keeps it out of the
      // export (scripts/subscribers-export.integration.test.ts covers that rule row by row).
      const pending = await subscription(email);
      expect(pending?.requested_at).not.toBeNull();
      expect(pending?.unsubscribed_at).not.toBeNull();

      await page.goto(await mailedConfirmation(email, link));
      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
      expect(await exported()).toContain(`${email},newsletter,`);
    });
  });

  test("the answer is the same for a new, pending, confirmed and unsubscribed address, and one mail goes out per window", async ({
    request,
  }) => {
    const email = uniqueAddress("same");
    const answers: unknown[] = [];
    const answer = async () => {
      const response = await subscribeWithApi(request, email, "pricing");
      answers.push([response.status(), await response.json()]);
    };
    await answer(); // new
    const link = await mailedConfirmation(email);
    await answer(); // pending
    await answer(); // pending again, within the window: no second mail
    await request.post(`/api/subscribe/confirm?${new URL(link, "http://x").searchParams}`, {
      maxRedirects: 0,
    });
    expect((await subscription(email, "pricing"))?.confirmed_at).not.toBeNull();
    await answer(); // confirmed
    const { unsubscribe_token: token } = (await subscription(email, "pricing"))!;
    await request.post(`/api/unsubscribe?token=${token}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    await answer(); // suppressed
    expect(answers).toEqual(Array(5).fill([201, { ok: true }]));

    // The mail goes out after the answer: wait for the second one before counting.
    await mailedConfirmation(email, link);
    const mails = (await mailTo(email)).filter((mail) => mail.subject === CONFIRMATION);
    // The first request, and the one after unsubscribing (the earlier link had been used).
    expect(mails).toHaveLength(2);
  });

  test("the retention job removes a request left unconfirmed for more than 7 days", async ({
    request,
  }) => {
    const stale = uniqueAddress("stale");
    const fresh = uniqueAddress("fresh");
    expect((await subscribeWithApi(request, stale)).status()).toBe(201);
    expect((await subscribeWithApi(request, fresh)).status()).toBe(201);
    const { url, serviceRoleKey } = await backend();
    const aged = await fetch(`${url}/rest/v1/subscriptions?email=eq.${encodeURIComponent(stale)}`, {
      method: "PATCH",
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ requested_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }),
    });
    expect(aged.ok).toBe(true);

    // The daily schedule (Vercel Cron, or the systemd timer through `npm run news:ingest`).
    const response = await request.get("/api/cron/ingest-news", {
      headers: {
        authorization: `Bearer ${process.env.E2E_CRON_SECRET ?? "e2e-cron-secret-of-at-least-32-characters"}`,
      },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).retention.unconfirmed_subscriptions).toBeGreaterThanOrEqual(1);
    expect(await subscription(stale)).toBeUndefined();
    expect(await subscription(fresh)).toBeDefined();
  });
});

test.describe("without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation button is a plain form post", async ({ page, request }) => {
    const email = uniqueAddress("optin-nojs");
    expect((await subscribeWithApi(request, email, "community")).status()).toBe(201);
    await page.goto(await mailedConfirmation(email));
    await expect(page.getByText(`Send Gurukul Code community updates to ${email}?`)).toBeVisible();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
    expect((await subscription(email, "community"))?.confirmed_at).not.toBeNull();
  });
});

test.describe("member data controls @desktop", () => {
  // Each step signs in, posts and reloads: a whole journey.
  test.slow();
  // A token refresh that falls between the deletion and the redirect is refused (400), as it must be.
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test("a member downloads their data, leaves a list, and after deletion only a suppression entry holds the address", async ({
    page,
    request,
    checkA11y,
  }) => {
    const user = await createAccount(request, uniqueCredentials("mydata"));
    const contact = await request.post("/api/contact", {
      headers: { "x-forwarded-for": uniqueIp(), "content-type": "application/json" },
      data: { name: user.name, email: user.email, subject: "My data", message: "Hello there." },
    });
    expect(contact.status()).toBe(201);
    expect((await subscribeWithApi(request, user.email)).status()).toBe(201);
    const link = await mailedConfirmation(user.email);
    const confirmed = await request.post(
      `/api/subscribe/confirm${new URL(link, "http://x").search}`,
      {
        maxRedirects: 0,
      },
    );
    expect(confirmed.status()).toBe(303);
    expect((await subscribeWithApi(request, user.email, "pricing")).status()).toBe(201);

    await logIn(page, user, "/login?next=/profile");
    await expect(page.getByTestId("profile-email")).toHaveText(user.email, { timeout: 15_000 });
    const lists = page.getByTestId("my-subscriptions");
    await expect(lists.getByRole("listitem")).toHaveCount(2);
    await expect(lists.getByRole("listitem").filter({ hasText: "newsletter" })).toContainText(
      "Subscribed",
    );
    await expect(lists.getByRole("listitem").filter({ hasText: "pricing" })).toContainText(
      "Waiting for you to confirm",
    );
    await checkA11y(page);

    await test.step("Download my data holds the account, profile, subscriptions and messages", async () => {
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download my data" }).click();
      const file = await (await download).path();
      const { readFile } = await import("node:fs/promises");
      const data = JSON.parse(await readFile(file, "utf8"));
      expect(data.account.email).toBe(user.email);
      expect(data.profile).toMatchObject({ name: user.name, email: user.email });
      expect(data.subscriptions).toEqual([
        expect.objectContaining({ source: "newsletter", state: "subscribed" }),
        expect.objectContaining({ source: "pricing", state: "pending" }),
      ]);
      expect(data.contact_messages).toEqual([
        expect.objectContaining({ subject: "My data", message: "Hello there." }),
      ]);
      expect(data.consent_records).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ purpose: "account", form: "sign-up" }),
          expect.objectContaining({ purpose: "newsletter", form: "newsletter", page: "/" }),
        ]),
      );
    });

    await test.step("unsubscribing from the profile ends the list at once", async () => {
      await lists
        .getByRole("button", { name: "Unsubscribe from the Gurukul Code newsletter" })
        .click();
      await expect(lists.getByRole("listitem").filter({ hasText: "newsletter" })).toContainText(
        "Unsubscribed",
      );
      expect(await exported()).not.toContain(user.email);
    });

    await test.step("subscribing again from the profile waits for the mailed button, as the first time", async () => {
      await lists
        .getByRole("button", { name: "Subscribe again to the Gurukul Code newsletter" })
        .click();
      await expect(lists.getByRole("listitem").filter({ hasText: "newsletter" })).toContainText(
        "Waiting for you to confirm from our e-mail",
      );
      // A new consent, given on the profile (the e-mail itself waits out the address's pace).
      const records = await rows<{ page: string; purpose: string }>(
        "consent_records",
        `email=eq.${encodeURIComponent(user.email)}&purpose=eq.newsletter&page=eq.${encodeURIComponent("/profile")}`,
      );
      expect(records.length).toBeGreaterThanOrEqual(1);
      expect(await exported()).not.toContain(user.email);
    });

    await test.step("after deletion, only a suppression entry holds the address", async () => {
      await expect(page.getByTestId("privacy-note")).toContainText("do-not-mail entry");
      await page.getByRole("button", { name: "Delete Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
      await dialog.getByRole("button", { name: "Delete My Account" }).click();
      await expect(toasts(page).getByText("Account deleted")).toBeVisible({ timeout: 15_000 });

      const address = `email=eq.${encodeURIComponent(user.email)}`;
      expect(await authUser(user.email)).toBeNull();
      expect(await rows("users", address)).toEqual([]);
      expect(await rows("contact_messages", address)).toEqual([]);
      expect(await rows("consent_records", address)).toEqual([]);
      expect(await rows("subscriptions", address)).toEqual([
        expect.objectContaining({
          source: "newsletter",
          unsubscribed_at: expect.any(String),
          confirmed_at: null,
          requested_at: null,
          consent_id: null,
        }),
      ]);
    });
  });
});

test.describe("notices", () => {
  for (const path of [
    "/",
    "/launching-soon",
    "/pricing-page",
    "/community",
    "/contact",
    "/signup",
  ]) {
    test(`the form on ${path} says what it collects and links the privacy notice @desktop`, async ({
      page,
    }) => {
      await page.goto(path);
      // One notice per form (/contact and /pricing-page also offer a callback).
      const notices = page.getByRole("main").getByTestId("collection-notice");
      await expect(notices).toHaveCount(["/contact", "/pricing-page"].includes(path) ? 2 : 1);
      for (const notice of await notices.all()) {
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(/we use your/i);
        await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
          "href",
          "/privacy",
        );
      }
      // Consent is asked by the form itself, never by a box ticked in advance.
      await expect(page.getByRole("main").getByRole("checkbox", { checked: true })).toHaveCount(0);
    });
  }

  test("sign-up links the terms and records the consent with the notice version @desktop", async ({
    page,
  }) => {
    const user = uniqueCredentials("consent");
    await page.goto("/signup");
    await expect(
      page.getByTestId("collection-notice").getByRole("link", { name: "Terms of service" }),
    ).toHaveAttribute("href", "/terms");
    await page.getByLabel("Full name").fill(user.name);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/", { timeout: 15_000 });
    await expect
      .poll(() => rows("consent_records", `email=eq.${encodeURIComponent(user.email)}`))
      .toEqual([
        expect.objectContaining({
          purpose: "account",
          notice_version: privacyNotice.version,
          form: "sign-up",
          page: "/signup",
        }),
      ]);
  });
});

test("the privacy notice names the processors this deployment uses and one age rule, which sign-up repeats @desktop", async ({
  request,
}) => {
  // The e2e build runs on our own server with the embedded backend on our own database.
  const english = await (await request.get("/privacy")).text();
  expect(english).toContain("we run the website on a server we operate ourselves");
  expect(english).toContain("run on our own PostgreSQL server, operated by us");
  expect(english).not.toContain("Vercel Inc.");
  expect(english).not.toContain("Supabase Inc.");
  const hindi = await (await request.get("/hi/privacy")).text();
  expect(hindi).toContain("हम वेबसाइट अपने ही चलाए सर्वर पर चलाते हैं");
  expect(hindi).not.toContain("Vercel Inc.");
  // One age rule, said where it applies: the notice, and the sign-up that takes an account.
  expect(english).toContain("Accounts are for people aged 18 or over, as the sign-up form says");
  expect(await (await request.get("/signup")).text()).toContain("For people aged 18 or over:");
});
