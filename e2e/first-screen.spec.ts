import { createAccount, logIn, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { MIN_FIELD_HEIGHT, textFieldHeights } from "./page-checks";

/**
 * The account forms a visitor can open (routes.spec.ts checks every marketing route's fields;
 * /reset-password shows its fields only with a recovery session, which auth.spec.ts opens).
 */
const ACCOUNT_FORMS = ["/login", "/signup", "/forgot-password"];

/** The pages whose form is their point: its first field shows without scrolling. */
const FORM_PAGES = ["/contact", "/login", "/signup", "/forgot-password", "/launching-soon"];

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
  const accountForm = ACCOUNT_FORMS.includes(path);
  test(`${path} shows its form's first field on the first screen${accountForm ? "; every text field is at least 44 px tall" : ""}`, async ({
    page,
  }) => {
    await page.goto(path);
    if (accountForm) {
      const fields = await textFieldHeights(page);
      // The measurement found the fields it is about, so a broken selector cannot pass quietly.
      expect(fields.length, "text fields measured").toBeGreaterThan(0);
      expect(fields.filter(({ height }) => height < MIN_FIELD_HEIGHT)).toEqual([]);
    }
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
