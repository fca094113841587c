import type { Page } from "@playwright/test";

import { siteRoutes } from "@/content/routes";

import { createAccount, logIn, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";

/** Every public page: the marketing routes and the account forms a visitor can open. */
const PUBLIC_ROUTES = [
  ...siteRoutes.map((route) => route.path),
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
];

/** The pages whose form is their point: its first field shows without scrolling. */
const FORM_PAGES = ["/contact", "/login", "/signup", "/forgot-password", "/launching-soon"];

/** A touch target people can hit (WCAG 2.5.5, Apple and Material guidance). */
const MIN_FIELD_HEIGHT = 44;

type FieldHeight = { field: string; height: number };

/** The rendered height of each text field people can see (a honeypot is hidden from them). */
function textFieldHeights(page: Page): Promise<FieldHeight[]> {
  return page.evaluate(() => {
    const TEXT_TYPES = ["text", "email", "password", "search", "tel", "url", "number"];
    const fields = [...document.querySelectorAll<HTMLElement>("input, textarea")].filter(
      (element) =>
        (element instanceof HTMLTextAreaElement ||
          TEXT_TYPES.includes((element as HTMLInputElement).type)) &&
        !element.closest('[aria-hidden="true"]') &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility === "visible",
    );
    return fields.map((element) => ({
      field: element.getAttribute("name") ?? element.id,
      height: Math.round(element.getBoundingClientRect().height * 10) / 10,
    }));
  });
}

test("every text field on every public page is at least 44 px tall", async ({ page }) => {
  test.slow();
  const measured: Record<string, FieldHeight[]> = {};
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page.getByTestId("site-footer")).toBeVisible();
    const heights = await textFieldHeights(page);
    if (heights.length > 0) measured[path] = heights;
  }

  // The measurement found the forms it is about, so a broken selector cannot pass quietly.
  expect(Object.keys(measured)).toEqual(
    expect.arrayContaining([
      "/",
      "/pricing-page",
      "/launching-soon",
      "/contact",
      "/community",
      "/login",
      "/signup",
      "/forgot-password",
    ]),
  );
  const tooShort = Object.entries(measured).flatMap(([path, fields]) =>
    fields.filter(({ height }) => height < MIN_FIELD_HEIGHT).map((field) => ({ path, ...field })),
  );
  expect(tooShort).toEqual([]);
});

test("every text field on the profile is at least 44 px tall", async ({ page, request }) => {
  test.slow();
  const user = await createAccount(request, uniqueCredentials("fields"));
  await logIn(page, user, "/login?next=/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(user.email, { timeout: 15_000 });

  const heights = await textFieldHeights(page);
  expect(heights.map(({ field }) => field)).toEqual(
    expect.arrayContaining(["name", "email", "currentPassword", "password", "confirmPassword"]),
  );
  expect(heights.filter(({ height }) => height < MIN_FIELD_HEIGHT)).toEqual([]);
});

for (const path of FORM_PAGES) {
  test(`${path} shows its form's first field on the first screen`, async ({ page }) => {
    await page.goto(path);
    const firstField = page
      .getByRole("main")
      .locator("input:not([type=hidden]), textarea")
      .filter({ visible: true })
      .first();
    await expect(firstField).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(firstField).toBeInViewport({ ratio: 1 });
  });
}
