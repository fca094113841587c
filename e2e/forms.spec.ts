import type { Page } from "@playwright/test";

import { createAccount, logIn, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { DOWN_SERVER, rows, uniqueAddress, uniqueIp } from "./forms-helpers";
import type { ContactRow, SubscriptionRow } from "./forms-helpers";

/** Sonner's live region, so a toast is not confused with the same words shown inline. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

const FIELDS = {
  Name: "Meera Iyer",
  Subject: "Mentorship",
  Message: "Do you offer one-to-one mentoring?\nThanks!",
};

async function fillContact(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Name", { exact: true }).fill(FIELDS.Name);
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await main.getByLabel("Subject", { exact: true }).fill(FIELDS.Subject);
  await main.getByLabel("Message", { exact: true }).fill(FIELDS.Message);
}

async function expectContactValues(page: Page, email: string | null) {
  const main = page.getByRole("main");
  for (const [label, value] of Object.entries({ ...FIELDS, "E-mail": email ?? "" })) {
    await expect(main.getByLabel(label, { exact: true })).toHaveValue(email === null ? "" : value);
  }
}

/**
 * Sends the filled-in form where sending fails: the failure inline over the button and as the
 * spec's toast, and every field keeps its value.
 */
async function expectContactFailure(page: Page, contactUrl: string, email: string) {
  await page.goto(contactUrl);
  await fillContact(page, email);
  await page.getByRole("button", { name: "Send Message" }).click();
  const failure = "Failed to send your message. Please try again later.";
  await expect(page.getByRole("main").getByText(failure)).toBeVisible();
  await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(failure)).toBeVisible();
  await expectContactValues(page, email);
}

test.beforeEach(async ({ page }) => {
  // Its own client address, so every test has its own rate-limit buckets.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
});

test.describe("contact form", () => {
  test("sends, shows 'Sending...', then its sent state in place, and clears", async ({ page }) => {
    const email = uniqueAddress("ui-contact");
    await page.goto("/contact");
    await fillContact(page, email);

    // Hold the real request until the pending state has been seen, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    const sent = page.getByTestId("contact-sent");
    await expect(sent.getByText("Message Sent")).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(toasts(page).getByText("Message Sent")).toBeVisible();
    await expect(
      toasts(page).getByText("We'll get back to you as soon as possible!"),
    ).toBeVisible();
    await sent.getByRole("button", { name: "Send another message" }).click();
    await expectContactValues(page, null);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(await rows<ContactRow>("contact_messages", `email=eq.${email}`)).toEqual([
      expect.objectContaining({
        name: FIELDS.Name,
        subject: FIELDS.Subject,
        message: FIELDS.Message,
      }),
    ]);
  });

  test.describe("when the limit is reached @desktop", () => {
    test.use({ expectedConsoleErrors: [/status of 429/] });

    test("toasts the failure and keeps every field", async ({ page, request }) => {
      const ip = uniqueIp();
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
      for (let i = 0; i < 5; i++) {
        const response = await request.post("/api/contact", {
          headers: { "x-forwarded-for": ip },
          data: {
            name: "Filler",
            email: uniqueAddress("filler"),
            subject: "Filler",
            message: "Filling the bucket.",
          },
        });
        expect(response.status()).toBe(201);
      }
      const email = uniqueAddress("ui-limited");
      await expectContactFailure(page, "/contact", email);
      expect(await rows("contact_messages", `email=eq.${email}`)).toEqual([]);
    });
  });

  test("an empty or malformed address is said at once and never posted @desktop", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/subscribe")) {
        posts.push(request.url());
      }
    });
    await page.goto("/");
    const input = page.getByRole("textbox", { name: "E-mail address" });
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill("asha@");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(input).toHaveValue("asha@");
    expect(posts).toEqual([]);
  });

  test("a member finds their own address filled in @desktop", async ({ page, request }) => {
    const member = await createAccount(request, uniqueCredentials("news-member"));
    await logIn(page, member);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveValue(member.email);
  });

  test.describe("when the backend is down @desktop", () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test("toasts the failure and keeps every field", async ({ page }) => {
      await expectContactFailure(page, `${DOWN_SERVER}/contact`, uniqueAddress("ui-down"));
    });
  });

  test("shows inline field errors before sending @desktop", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("Name", { exact: true }).fill("   ");
    await main.getByLabel("E-mail", { exact: true }).fill("meera@example.com");
    await main.getByLabel("Subject", { exact: true }).fill("Hi");
    await main.getByLabel("Message", { exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(main.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByText("Please enter your name.")).toBeVisible();
    await expect(main.getByLabel("Message", { exact: true })).toHaveValue("Hello");
  });

  test("an empty send shows our messages, not the browser's @desktop", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await page.getByRole("button", { name: "Send Message" }).click();
    const name = main.getByLabel("Name", { exact: true });
    // A native bubble would have stopped the submit event: the inline errors prove it ran.
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(main.getByLabel("E-mail", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(main.getByLabel("E-mail", { exact: true })).toHaveAttribute("required", "");
    await expect(
      main.locator("form", { has: page.getByRole("button", { name: "Send Message" }) }),
    ).toHaveJSProperty("noValidate", true);
  });
});

// The pages are prerendered; a post sent without JavaScript goes to the form's server action and
// the page comes back rendered with its answer.
test.describe("without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("the contact form", () => {
    test("an empty send shows our inline messages, not the browser's", async ({ page }) => {
      await page.goto("/contact");
      const main = page.getByRole("main");
      // A native bubble would stop the post: the messages below prove the server answered it.
      // Two forms: the message and the callback request.
      await expect(main.locator("form[novalidate]")).toHaveCount(2);
      await page.getByRole("button", { name: "Send Message" }).click();
      for (const [label, message] of [
        ["Name", "Please enter your name."],
        ["E-mail", "Please enter your e-mail address."],
        ["Subject", "Please enter a subject."],
        ["Message", "Please enter your message."],
      ] as const) {
        const field = main.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(message);
        await expect(field).toHaveAttribute("required", "");
      }
      await expect(main.getByLabel("E-mail", { exact: true })).toHaveAttribute("type", "email");
    });

    test("an invalid e-mail is said inline and every field keeps its value", async ({ page }) => {
      const email = `nojs-${uniqueAddress().split("@")[0]}@`;
      await page.goto("/contact");
      await fillContact(page, email);
      await page.getByRole("button", { name: "Send Message" }).click();
      const main = page.getByRole("main");
      const field = main.getByLabel("E-mail", { exact: true });
      await expect(field).toHaveAccessibleDescription("Please enter a valid e-mail address.");
      await expect(main.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid");
      await expectContactValues(page, email);
      expect(await rows("contact_messages", `email=eq.${email}`)).toEqual([]);
    });

    test("a valid send shows the sent state in place and stores the message", async ({ page }) => {
      const email = uniqueAddress("nojs");
      await page.goto("/contact");
      await fillContact(page, email);
      await page.getByRole("button", { name: "Send Message" }).click();
      const sent = page.getByTestId("contact-sent");
      await expect(sent.getByText("Message Sent")).toBeVisible();
      await expect(page.getByRole("button", { name: "Send Message" })).toBeHidden();
      expect(await rows("contact_messages", `email=eq.${email}`)).toHaveLength(1);

      await sent.getByRole("button", { name: "Send another message" }).click();
      await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
      await expectContactValues(page, null);
    });
  });

  for (const [path, button, source] of [
    ["/", "Subscribe", "newsletter"],
    ["/community", "Notify Me at Launch", "community"],
  ] as const) {
    test.describe(`the ${source} form`, () => {
      test("says an empty or invalid address inline, keeping it, then subscribes", async ({
        page,
      }) => {
        await page.goto(path);
        const main = page.getByRole("main");
        const form = main.locator("form").filter({ has: page.getByLabel("E-mail address") });
        await expect(form).toHaveAttribute("novalidate", "");
        const input = () => main.getByRole("textbox", { name: "E-mail address" });
        const submit = () => main.getByRole("button", { name: button, exact: true });
        await expect(input()).toHaveAttribute("required", "");
        await expect(input()).toHaveAttribute("type", "email");

        await submit().click();
        await expect(input()).toHaveAttribute("aria-invalid", "true");
        await expect(main.getByText("Please enter your e-mail address.")).toBeVisible();

        const invalid = `nojs-${source}@example`;
        await input().fill(invalid);
        await submit().click();
        await expect(main.getByText("Please enter a valid e-mail address.")).toBeVisible();
        await expect(input()).toHaveValue(invalid);
        await expect(input()).toHaveAttribute("aria-invalid", "true");

        const email = uniqueAddress(`nojs-${source}`);
        await input().fill(email);
        await submit().click();
        await expect(main.getByText("Thank you for subscribing!")).toBeVisible();
        await expect(main.getByText("Please confirm from the e-mail we've sent you")).toBeVisible();
        expect(await rows<SubscriptionRow>("subscriptions", `email=eq.${email}`)).toEqual([
          expect.objectContaining({ email, source }),
        ]);
      });
    });
  }
});

test("a post sent before the script ran is answered in place, and the page then runs @desktop", async ({
  page,
  baseURL,
}) => {
  // The scripts wait until the form has been posted, so the browser posts it natively.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  // The frame's own goto, not waiting for the held scripts (nor, as the page's does, for hydration).
  await page.mainFrame().goto(`${baseURL}/contact`, { waitUntil: "commit" });
  const email = uniqueAddress("early");
  await fillContact(page, email);
  const posted = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/contact"),
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await posted;
  release();

  // The page rendered for the post runs under its own nonce (a blocked script is a console error).
  await expect(page.locator("html[data-interactive]")).toHaveCount(1);
  await expect(page.getByTestId("contact-sent").getByText("Message Sent")).toBeVisible();
  await expect(toasts(page).getByText("Message Sent")).toBeVisible();
  expect(await rows("contact_messages", `email=eq.${email}`)).toHaveLength(1);
});

test.describe("newsletter", () => {
  test("thanks for 3 seconds, then resets; a repeat succeeds quietly @desktop", async ({
    page,
  }) => {
    await page.clock.install();
    const email = uniqueAddress("ui-news");
    await page.goto("/");
    // Stop time: the 3 seconds then pass only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    const input = page.getByRole("textbox", { name: "E-mail address" });
    const thanks = page.getByText("Thank you for subscribing!");

    for (const attempt of [1, 2]) {
      await test.step(`subscription ${attempt}`, async () => {
        await input.fill(email);
        await page.getByRole("button", { name: "Subscribe" }).click();
        await expect(thanks).toBeVisible();
        await expect(input).toHaveValue(email);
        await page.clock.runFor(2_900);
        await expect(thanks).toBeVisible();
        await page.clock.runFor(200);
        await expect(thanks).toBeHidden();
        await expect(input).toHaveValue("");
        // The ask to confirm stays until the visitor types again.
        const confirm = page.locator("#newsletter").getByText("Please confirm from the e-mail");
        await page.clock.runFor(30_000);
        await expect(confirm).toBeVisible();
        await input.pressSequentially("a");
        await expect(confirm).toBeHidden();
        await input.fill("");
      });
    }
    expect(await rows<SubscriptionRow>("subscriptions", `email=eq.${email}`)).toEqual([
      expect.objectContaining({ email, source: "newsletter" }),
    ]);
  });

  test.describe("when the backend is down @desktop", () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test("says so and keeps the address", async ({ page }) => {
      const email = uniqueAddress("ui-news-down");
      await page.goto(`${DOWN_SERVER}/`);
      const input = page.getByRole("textbox", { name: "E-mail address" });
      await input.fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(
        page.getByText("We couldn't subscribe you right now. Please try again."),
      ).toBeVisible();
      await expect(input).toHaveValue(email);
    });
  });
});

for (const [path, button, source] of [
  ["/launching-soon", "Notify Me", "launching-soon"],
  ["/pricing-page", "Notify Me at Launch", "pricing"],
  ["/community", "Notify Me at Launch", "community"],
] as const) {
  test.describe(`notify-me on ${path}`, () => {
    test("stores the address with its source and confirms @desktop", async ({ page }) => {
      const email = uniqueAddress(`ui-${source}`);
      await page.goto(path);
      const main = page.getByRole("main");
      await main.getByLabel("E-mail address").fill(email);
      await main.getByRole("button", { name: button, exact: true }).click();
      await expect(main.getByText("Thank you for subscribing!")).toBeVisible();
      await expect(main.getByText("Please confirm from the e-mail we've sent you")).toBeVisible();
      expect(await rows<SubscriptionRow>("subscriptions", `email=eq.${email}`)).toEqual([
        expect.objectContaining({ email, source }),
      ]);
    });

    test.describe("when the backend is down @desktop", () => {
      test.use({ expectedConsoleErrors: [/status of 503/] });

      test("says so and keeps the address", async ({ page }) => {
        const email = uniqueAddress("ui-notify-down");
        await page.goto(`${DOWN_SERVER}${path}`);
        const main = page.getByRole("main");
        await main.getByLabel("E-mail address").fill(email);
        await main.getByRole("button", { name: button, exact: true }).click();
        await expect(
          main.getByText("We couldn't add you to the list right now. Please try again."),
        ).toBeVisible();
        await expect(main.getByLabel("E-mail address")).toHaveValue(email);
      });
    });
  });
}
