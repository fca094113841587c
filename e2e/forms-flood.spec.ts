import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// The app with a backend of its own that no other spec posts contact messages to: the flood
// below leaves its contact form past the normal level for the rest of the hour.
const BUSY = `http://127.0.0.1:${Number(process.env.E2E_PORT_NEWS_EMPTY ?? Number(process.env.E2E_PORT ?? 3100) + 3)}`;
/** The contact form's site-wide normal level per hour, and its per-network limit. */
const NORMAL_PER_HOUR = 1000;
const PER_NETWORK = 5;

/** Sends contact messages from new /64s, five from each, until the site asks for a proof. */
async function floodContact(request: APIRequestContext): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < NORMAL_PER_HOUR / PER_NETWORK + 20; round++) {
    const prefix = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    const answers = await Promise.all(
      Array.from({ length: PER_NETWORK }, (_, i) =>
        request
          .post(`${BUSY}/api/contact`, {
            headers: { "x-forwarded-for": `${prefix}::${i + 1}` },
            data: {
              name: "Flood",
              email: "flood@example.com",
              subject: `flood ${round}.${i}`,
              message: "Made up.",
            },
          })
          .then((response) => response.status()),
      ),
    );
    statuses.push(...answers);
    if (answers.includes(428)) break;
  }
  return statuses;
}

async function fillContact(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Name", { exact: true }).fill("Asha Rao");
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await main.getByLabel("Subject", { exact: true }).fill("Seats for our college");
  await main.getByLabel("Message", { exact: true }).fill("Could we talk on Monday?");
}

test.describe.configure({ mode: "serial" });
// Chromium logs the 428 that asks for a proof of work as a failed load; the form then posts again.
test.use({ expectedConsoleErrors: [/status of 428/] });

test("a flood from rotating /64s makes the contact form ask for work, not lock visitors out @desktop", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  await test.step("the flood is asked for a proof of work past the normal level", async () => {
    const statuses = await floodContact(request);
    expect(statuses).toContain(428);
    expect(statuses).not.toContain(429);
  });

  await test.step("a visitor's browser solves it and the message is sent", async () => {
    await page.goto(`${BUSY}/contact`);
    await fillContact(page, `busy-${randomUUID().slice(0, 8)}@example.com`);
    const challenged = page.waitForResponse(
      (response) => response.url().endsWith("/api/contact") && response.status() === 428,
    );
    const started = Date.now();
    await page.getByRole("button", { name: "Send Message" }).click();
    await challenged;
    await expect(page.getByTestId("contact-sent").getByText("Message Sent")).toBeVisible({
      timeout: 30_000,
    });
    test.info().annotations.push({
      type: "measured",
      description: `send with a 15-bit proof solved in Chromium: ${Date.now() - started} ms`,
    });
  });

  await test.step("without JavaScript the form says why it was refused", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`${BUSY}/contact`);
      await fillContact(noScript, `busy-nojs-${randomUUID().slice(0, 8)}@example.com`);
      await noScript.getByRole("button", { name: "Send Message" }).click();
      await expect(
        noScript.getByText("This form is very busy right now and needs JavaScript to send yours."),
      ).toBeVisible();
      await expect(noScript.getByRole("main").getByLabel("Name", { exact: true })).toHaveValue(
        "Asha Rao",
      );
    } finally {
      await context.close();
    }
  });
});
