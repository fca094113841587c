import { assessment } from "@/content/assessment";
import { statements } from "@/content/assessment-questions";

import { expect, test } from "./fixtures";

// What each marketing page shows from its content module is checked on the one desktop visit
// e2e/routes.spec.ts makes of each route (e2e/page-content.ts); here what needs a page of its own.

test("ai assessment: five pillars, and the assessment's script only once it starts @desktop", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  const holdsStatements = async (urls: string[]) => {
    for (const url of urls) {
      if ((await (await request.get(url)).text()).includes(statements[0]!.text)) return true;
    }
    return false;
  };
  await page.goto("/ai-assessment");
  const main = page.getByRole("main");
  for (const pillar of assessment.pillars.items) {
    await expect(main.getByRole("heading", { name: pillar.title, exact: true })).toBeVisible();
  }
  const before = [...scripts];
  expect(await holdsStatements(before)).toBe(false);
  await main.getByRole("button", { name: "Start Assessment" }).click();
  await expect(main.getByRole("heading", { name: /^Step 1 of 5/ })).toBeFocused();
  await expect(main.getByRole("group")).toHaveCount(8);
  expect(await holdsStatements(scripts.slice(before.length))).toBe(true);
});
