import { request as httpRequest } from "node:http";

import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { rows, uniqueAddress, uniqueIp } from "./forms-helpers";

type Subscription = {
  email: string;
  source: string;
  unsubscribe_token: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
};

/** Subscribes through the site's own endpoint, as the newsletter form does. */
async function subscribe(request: APIRequestContext, email: string, source = "newsletter") {
  const response = await request.post("/api/subscribe", {
    headers: { "x-forwarded-for": uniqueIp(), "content-type": "application/json" },
    data: { email, source },
  });
  expect(response.status()).toBe(201);
  return subscription(email, source);
}

async function subscription(email: string, source = "newsletter") {
  const [row] = await rows<Subscription>(
    "subscriptions",
    `email=eq.${encodeURIComponent(email)}&source=eq.${source}`,
  );
  return row!;
}

test("the unsubscribe link names the address and list, and one button unsubscribes @desktop", async ({
  page,
  request,
  checkA11y,
}) => {
  // A journey: three pages, two with axe, and a sign-up again.
  test.slow();
  const email = uniqueAddress("leave");
  const { unsubscribe_token: token } = await subscribe(request, email);

  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  await expect(
    page.getByText(`Stop sending the Gurukul Code newsletter to ${email}?`),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await checkA11y(page);
  // Opening the link changes nothing: link scanners open links too.
  expect((await subscription(email)).unsubscribed_at).toBeNull();

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  await expect(page).toHaveURL(`/unsubscribe?token=${token}`);
  await expect(
    page.getByText(`${email} will no longer receive the Gurukul Code newsletter.`),
  ).toBeVisible();
  await checkA11y(page);
  const suppressed = await subscription(email);
  expect(suppressed.unsubscribed_at).not.toBeNull();

  await test.step("signing up again asks for a new confirmation; the suppression holds", async () => {
    await subscribe(request, email);
    const pending = (
      await rows<Subscription & { requested_at: string | null }>(
        "subscriptions",
        `email=eq.${encodeURIComponent(email)}&source=eq.newsletter`,
      )
    )[0]!;
    expect(pending.requested_at).not.toBeNull();
    expect(pending.unsubscribed_at).toBe(suppressed.unsubscribed_at);
    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  });
});

test("an invalid or unknown link says so @desktop", async ({ page, checkA11y }) => {
  for (const token of ["not-a-token", "0".repeat(64)]) {
    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
    await expect(page.getByRole("link", { name: "write to us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  }
  await checkA11y(page);
  await page.goto("/unsubscribe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
});

test.describe("without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("the button is a plain form post", async ({ page, request }) => {
    const email = uniqueAddress("nojs");
    const { unsubscribe_token: token } = await subscribe(request, email, "launching-soon");
    await page.goto(`/unsubscribe?token=${token}`);
    await expect(
      page.getByText(`Stop sending news of the Gurukul Code platforms' launch to ${email}?`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
    expect((await subscription(email, "launching-soon")).unsubscribed_at).not.toBeNull();
  });
});

test.describe("RFC 8058 one-click @desktop", () => {
  test("a mail client's POST unsubscribes and answers 200", async ({ request }) => {
    const email = uniqueAddress("oneclick");
    const { unsubscribe_token: token } = await subscribe(request, email, "pricing");
    const oneClick = () =>
      request.post(`/api/unsubscribe?token=${token}`, {
        // Mail providers post from their own servers, from another origin.
        headers: { origin: "https://mail.example.net" },
        form: { "List-Unsubscribe": "One-Click" },
        failOnStatusCode: false,
        maxRedirects: 0,
      });

    const first = await oneClick();
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    expect((await subscription(email, "pricing")).unsubscribed_at).not.toBeNull();
    expect((await oneClick()).status()).toBe(200);

    const multipart = await request.post(`/api/unsubscribe?token=${"f".repeat(64)}`, {
      multipart: { "List-Unsubscribe": "One-Click" },
      failOnStatusCode: false,
    });
    expect(multipart.status()).toBe(404);
    expect((await multipart.json()).error.code).toBe("unknown_token");
  });

  test("a body without a length, or over a few KB, is refused before it is read", async ({
    request,
    baseURL,
  }) => {
    const token = "f".repeat(64);
    // 50 MB offered in 64 KB chunks, written only as fast as the server takes them.
    const offered = 50 * 1024 * 1024;
    const chunked = await new Promise<{ status: number; code: string; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        const req = httpRequest(
          new URL(`/api/unsubscribe?token=${token}`, baseURL),
          {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "transfer-encoding": "chunked",
            },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => {
              resolve({ status: res.statusCode ?? 0, code: JSON.parse(body).error.code, sent });
              req.destroy();
            });
          },
        );
        req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
        const chunk = Buffer.alloc(64 * 1024, "x");
        const pump = () => {
          while (sent < offered && !req.destroyed) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          if (!req.destroyed) req.end();
        };
        pump();
      },
    );
    expect(chunked.status).toBe(411);
    expect(chunked.code).toBe("length_required");
    // The answer came while most of the body was still unsent: the server never read it.
    expect(chunked.sent).toBeLessThan(offered / 2);

    const declared = await request.post(`/api/unsubscribe?token=${token}`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `List-Unsubscribe=One-Click&pad=${"x".repeat(8 * 1024)}`,
      failOnStatusCode: false,
    });
    expect(declared.status()).toBe(413);
    expect((await declared.json()).error.code).toBe("payload_too_large");
  });

  test("opening the one-click address in a browser shows the page and changes nothing", async ({
    request,
  }) => {
    const email = uniqueAddress("peek");
    const { unsubscribe_token: token } = await subscribe(request, email, "community");
    const response = await request.get(`/api/unsubscribe?token=${token}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(`/unsubscribe?token=${token}`);
    expect((await subscription(email, "community")).unsubscribed_at).toBeNull();
  });

  test("the page is not in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/unsubscribe");
  });
});
