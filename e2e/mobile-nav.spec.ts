import { authLinks, mainNav } from "@/content/nav";

import { expect, test } from "./fixtures";

const platform = mainNav.find((item) => item.submenu)!;

test.describe("mobile navigation @mobile", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("the header shows the logo and the menu toggle, not the desktop pill", async ({ page }) => {
    await expect(page.getByTestId("header-logo")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByTestId("account-controls")).toBeHidden();
  });

  test("the panel slides in at 80 % width up to a small maximum", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByTestId("mobile-nav-panel");
    await expect(panel).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeCloseTo(Math.min(viewport.width * 0.8, 320), 0);
    expect(box.x + box.width).toBeCloseTo(viewport.width, 0);
    for (const item of mainNav) {
      await expect(
        panel.getByRole(item.submenu ? "button" : "link", { name: item.title }),
      ).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the dimmed backdrop closes the panel", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const backdrop = page.getByTestId("mobile-nav-backdrop");
    await expect(backdrop).toBeVisible();
    await expect(backdrop).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.mouse.click(20, 400);
    await expect(page.getByTestId("mobile-nav-panel")).toBeHidden();
  });

  test("submenus expand inline, toggle closed and close on an outside click", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByTestId("mobile-nav-panel");
    const toggle = panel.getByRole("button", { name: platform.title });

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const entry of platform.submenu!) {
      await expect(panel.getByRole("link", { name: entry.title })).toBeVisible();
    }

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("link", { name: platform.submenu![0]!.title })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const navArea = panel.getByRole("navigation", { name: "Main" });
    const area = (await navArea.boundingBox())!;
    await navArea.click({ position: { x: 8, y: area.height - 8 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeVisible();
  });

  test("choosing a page closes the panel", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByTestId("mobile-nav-panel");
    await panel.getByRole("button", { name: platform.title }).click();
    await panel.getByRole("link", { name: "Let's Advance" }).click();
    await expect(page).toHaveURL("/lets-advance");
    await expect(panel).toBeHidden();
  });

  test("the panel closes on a client-side route change from history", async ({ page }) => {
    await page.getByTestId("site-footer").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing-page");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByTestId("mobile-nav-panel")).toBeVisible();
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL("/about");
    await expect(page.getByTestId("mobile-nav-panel")).toBeHidden();
  });

  test.describe("account entry points", () => {
    // The target pages may answer 404 until the account area is deployed.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    for (const link of [authLinks.login, authLinks.signup]) {
      test(`'${link.title}' is offered when signed out and closes the panel`, async ({ page }) => {
        await page.getByRole("button", { name: "Open menu" }).click();
        const panel = page.getByTestId("mobile-nav-panel");
        await panel.getByRole("link", { name: link.title }).click();
        await expect(page).toHaveURL(link.path);
        await expect(panel).toBeHidden();
      });
    }
  });
});
