import { siteRoutes } from "@/content/routes";

import { expect, test } from "./fixtures";

const placeholder = siteRoutes.find((route) => route.kind === "coming-soon")!;
const agent = siteRoutes.find((route) => route.kind === "agent")!;

test("Go Back returns one step in history", async ({ page }) => {
  await page.goto("/about");
  await page.goto(placeholder.path);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/about");
});

test("Go Back goes home when the page was opened first", async ({ page }) => {
  await page.goto(placeholder.path);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/");
});

test("agent pages show features, a Coming Soon card and Return to Home", async ({ page }) => {
  await page.goto(agent.path);
  await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
  const card = page.getByTestId("coming-soon-card");
  await expect(card.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
  await card.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
