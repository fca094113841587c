import { siteRoutes } from "@/content/routes";

import { expect, test } from "./fixtures";

const placeholder = siteRoutes.find((route) => route.kind === "coming-soon")!;
const agent = siteRoutes.find((route) => route.kind === "agent")!;

test("Go Back returns one step in history @desktop", async ({ page }) => {
  await page.goto("/about");
  await page.goto(placeholder.path);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/about");
});

test("Go Back goes home when the page was opened first @desktop", async ({ page }) => {
  await page.goto(placeholder.path);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/");
});

test("agent pages show features, a Coming Soon card and Return to Home @desktop", async ({
  page,
}) => {
  await page.goto(agent.path);
  await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
  const card = page.getByTestId("coming-soon-card");
  await expect(card.getByText("Coming Soon", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the partner button of /about leads to a page that offers the contact form @desktop", async ({
  page,
}) => {
  await page.goto("/about");
  await page.getByRole("link", { name: "Become a Partner" }).click();
  await expect(page).toHaveURL("/coming-soon");
  await page.getByRole("link", { name: "Talk to us about partnering" }).click();
  await expect(page).toHaveURL("/contact?subject=Partnership");
  await expect(page.getByRole("main").getByLabel("Subject", { exact: true })).toHaveValue(
    "Partnership",
  );
});

test("each platform page leads to its previews @desktop", async ({ page }) => {
  await page.goto("/fincode");
  await page.getByRole("link", { name: /Finance Advisor/ }).click();
  await expect(page).toHaveURL("/finance-advisor");
});
