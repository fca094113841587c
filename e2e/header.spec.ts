import { headerUi as hiHeaderUi } from "@/content/hi/ui";
import { mainNav } from "@/content/nav";
import { headerUi } from "@/content/ui";

import { createAccount, logIn, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";

const platform = mainNav.find((item) => item.submenu)!;

test.describe("header look", () => {
  test("over a page that opens with the night band it is dressed in ink, elsewhere it stays light", async ({
    page,
  }) => {
    const wordmark = page.getByTestId("header-logo").locator(".font-extrabold");
    await page.goto("/launching-soon");
    await expect(wordmark).toHaveCSS("color", "rgb(255, 255, 255)");
    await page.goto("/about");
    await expect(wordmark).toHaveCSS("color", "rgb(11, 31, 42)");
  });

  test("on / it is transparent at the top and solid after scrolling more than 10 px", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    const logo = page.getByTestId("header-logo");
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(logo).toHaveAttribute("data-variant", "home");
    await expect(logo).toHaveAttribute("data-compact", "false");
    const largeLogoHeight = (await logo.boundingBox())!.height;

    await page.evaluate(() => window.scrollTo({ top: 10, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "false");

    await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(logo).toHaveAttribute("data-compact", "true");
    await expect.poll(async () => (await logo.boundingBox())!.height).toBeLessThan(largeLogoHeight);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("elsewhere it is solid from the start with the regular logo", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(page.getByTestId("header-logo")).toHaveAttribute("data-variant", "default");
  });

  test("the logo links home", async ({ page }) => {
    await page.goto("/enterprise");
    await page.getByTestId("header-logo").click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("desktop navigation @desktop", () => {
  test("shows the five items in order and highlights the active one", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const items = nav.locator(":scope > ul > li > :is(a, button)");
    await expect(items).toHaveText(mainNav.map((item) => item.title));
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Pricing" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the Platform dropdown opens on click, closes outside and on choosing an entry", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: platform.title });
    const dropdown = page.getByTestId("nav-dropdown");

    await expect(dropdown).toBeHidden();
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const entry of platform.submenu!) {
      const link = dropdown.getByRole("link", { name: entry.title });
      await expect(link).toHaveAttribute("href", entry.path);
      if (entry.description) await expect(link).toContainText(entry.description);
    }

    await test.step("outside click closes it", async () => {
      await page.getByRole("heading", { level: 1 }).click();
      await expect(dropdown).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    await test.step("clicking the trigger again closes it", async () => {
      await trigger.click();
      await expect(dropdown).toBeVisible();
      await trigger.click();
      await expect(dropdown).toBeHidden();
    });

    await test.step("Escape closes it", async () => {
      await trigger.click();
      await page.keyboard.press("Escape");
      await expect(dropdown).toBeHidden();
    });

    await test.step("choosing an entry navigates and closes it", async () => {
      await trigger.click();
      await dropdown.getByRole("link", { name: "FinCode" }).click();
      await expect(page).toHaveURL("/fincode");
      await expect(dropdown).toBeHidden();
      await expect(trigger).toHaveClass(/bg-primary/);
    });
  });

  test("the mobile menu toggle is hidden on wide screens", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("desktop account entry points @desktop", () => {
  // The target pages may answer 404 until the account area is deployed; the links must work anyway.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("Log In and Start Your Journey are working links", async ({ page }) => {
    await page.goto("/about");
    const controls = page.getByTestId("account-controls");
    await expect(controls.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await expect(controls.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(controls.getByRole("link", { name: "Log In" })).toHaveCSS(
      "pointer-events",
      "auto",
    );
    await controls.getByRole("link", { name: "Start Your Journey" }).click();
    await expect(page).toHaveURL("/signup");
  });
});

test("signed in, every control of the header stays on a 320 and a 360 px screen @mobile", async ({
  page,
  request,
}) => {
  const member = await createAccount(request, uniqueCredentials("narrow"));
  await logIn(page, member);
  await expect(page).not.toHaveURL(/\/login/);
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ["/", "/hi", "/career-development"]) {
      await page.goto(path);
      const header = page.getByTestId("site-header");
      const controls = [
        header.getByTestId("header-logo"),
        header.getByTestId("account-menu-trigger"),
        header
          .getByRole("button", { name: headerUi.openMenu })
          .or(header.getByRole("button", { name: hiHeaderUi.openMenu })),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        expect(box.x, `${path} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  }
});
