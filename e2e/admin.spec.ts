import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { ENGINE_REPEAT } from "../playwright.config";
import { createAccount, logIn, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { backend, rows } from "./forms-helpers";
import { runTeamScript } from "./start-command";

// One journey through the console: sign-ins, the role granted and revoked by the real command.
test.slow();
// A member without the role is answered with the 404 page.
test.use({ expectedConsoleErrors: [/status of 404/] });

/** `npm run admin:grant|revoke -- EMAIL` against this suite's backend, as an operator runs it. */
function adminRole(command: "grant" | "revoke", email: string) {
  return runTeamScript("admin-role", [command, email]);
}

/** Inserts rows with the secret key, as the site's own functions would have stored them. */
async function insert<T>(table: string, values: object[]): Promise<T[]> {
  const { url, serviceRoleKey } = await backend();
  const response = await fetch(`${url}/rest/v1/${table}`, {
    method: "POST",
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`inserting into ${table}: ${response.status}`);
  return (await response.json()) as T[];
}

/** axe at both widths, and no sideways scroll on a phone (not on the engine repeat). */
async function checkBothWidths(page: Page, checkA11y: (page: Page) => Promise<void>) {
  if (ENGINE_REPEAT) return;
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkA11y(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no sideways scroll at 390 px").toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the team console: gate, inbox, lists, an address's record, erasure, audit, revocation @desktop", async ({
  page,
  request,
  checkA11y,
}) => {
  const tag = `console-${randomUUID().slice(0, 8)}`;
  const sender = `${tag}-sender@example.com`;
  // A list address a spreadsheet would read as a formula.
  const risky = `+${tag}@example.com`;
  await insert(
    "contact_messages",
    Array.from({ length: 12 }, (_, i) => ({
      name: "Asha Verma",
      email: sender,
      subject: `${tag} question ${i + 1}`,
      message: `Message ${i + 1} about the fees.`,
    })),
  );
  const [consent] = await insert<{ id: number }>("consent_records", [
    {
      email: sender,
      purpose: "newsletter",
      notice_version: "2026-11-25",
      form: "newsletter",
      page: "/",
      confirmed_at: new Date().toISOString(),
    },
  ]);
  await insert("subscriptions", [
    {
      email: sender,
      source: "newsletter",
      confirmed_at: new Date().toISOString(),
      consent_id: consent!.id,
    },
    { email: risky, source: "newsletter", confirmed_at: new Date().toISOString() },
  ]);
  const member = await createAccount(request, uniqueCredentials("console"));

  await test.step("a visitor is sent to log in, a member gets the 404 page", async () => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)admin$/);
    await logIn(page, member, "/login?next=/admin");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible({
      timeout: 15_000,
    });
    const answer = await page.request.get("/admin/messages");
    expect(answer.status()).toBe(404);
    expect(answer.headers()["cache-control"]).toContain("no-store");
  });

  await test.step("granted, the inbox filters, searches and pages", async () => {
    expect(await adminRole("grant", member.email)).toContain("is on the team");
    const response = await page.goto("/admin");
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-/);
    await expect(page.getByTestId("new-count")).not.toHaveText("0");
    await page.getByRole("link", { name: "Open the inbox" }).click();
    await page.getByLabel("Search e-mail or subject").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("inbox-count")).toHaveText(`12 messages matching “${tag}”`);
    const inbox = page.getByTestId("inbox").getByRole("listitem");
    await expect(inbox).toHaveCount(10);
    await expect(inbox.first()).toContainText(`${tag} question 12`);
    await checkBothWidths(page, checkA11y);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(inbox).toHaveCount(2);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Handled", exact: true }).click();
    await expect(page.getByTestId("inbox-count")).toHaveText(`0 messages matching “${tag}”`);
  });

  await test.step("a message opens, is marked handled, and stays handled", async () => {
    await page.getByRole("link", { name: "New", exact: true }).click();
    await page.getByRole("link", { name: `${tag} question 3`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tag} question 3`);
    await expect(page.getByText("Message 3 about the fees.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reply" })).toHaveAttribute(
      "href",
      `mailto:${sender}?subject=${encodeURIComponent(`Re: ${tag} question 3`)}`,
    );
    await checkBothWidths(page, checkA11y);
    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByTestId("message-state")).toContainText(`Handled by ${member.email}`);
    await page.reload();
    await expect(page.getByTestId("message-state")).toContainText(`Handled by ${member.email}`);
    await expect(page.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
    await page.goto(`/admin/messages?state=handled&q=${tag}`);
    await expect(page.getByTestId("inbox").getByRole("listitem")).toHaveCount(1);
  });

  await test.step("a list's export opens safely in a spreadsheet", async () => {
    await page.goto("/admin/lists");
    const newsletter = page.getByRole("region", { name: "The Gurukul Code newsletter" });
    // The two addresses confirmed above, at least.
    await expect(newsletter.locator("dl")).toContainText(/Confirmed\s*([2-9]|\d\d)/);
    const download = page.waitForEvent("download");
    await newsletter.getByRole("link", { name: /Export confirmed addresses/ }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv).toContain(sender);
    expect(csv).toContain(`'${risky}`);
    const cells = csv
      .trim()
      .split("\r\n")
      .flatMap((line) => line.split(","))
      .map((cell) => cell.replace(/^"/, ""));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  await test.step("an address's record shows its consent records, and is erased", async () => {
    await page.goto("/admin/address");
    await page.getByLabel("E-mail").fill(sender);
    await page.getByRole("button", { name: "Look Up" }).click();
    const consents = page.getByTestId("consent-records");
    await expect(consents).toContainText("2026-11-25");
    await expect(consents).toContainText("newsletter");
    await expect(page.getByRole("region", { name: "Messages" }).getByRole("listitem")).toHaveCount(
      12,
    );
    await page.getByLabel("Type the address again to erase it").fill(sender);
    await page.getByRole("button", { name: "Erase Address" }).click();
    await expect(page.getByText("The address was erased.")).toBeVisible({ timeout: 15_000 });
    expect(await rows("contact_messages", `email=eq.${sender}`)).toEqual([]);
    expect(await rows("consent_records", `email=eq.${sender}`)).toEqual([]);
  });

  await test.step("the audit list shows each view", async () => {
    await page.goto("/admin/audit");
    const audit = page.getByTestId("audit-log");
    for (const action of [
      "Opened a message",
      "Marked a message handled",
      "Exported a list",
      "Looked up an address",
      "Erased an address",
    ]) {
      await expect(audit.getByRole("row").filter({ hasText: action }).first()).toContainText(
        member.email,
      );
    }
  });

  await test.step("revoked, the member is refused on the next page", async () => {
    expect(await adminRole("revoke", member.email)).toContain("no longer on the team");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
