import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, test } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Servers from playwright.config.ts: one whose backend is unreachable, one with no news. */
const downURL = `http://127.0.0.1:${Number(process.env.E2E_PORT_DOWN ?? port + 2)}`;
const emptyURL = `http://127.0.0.1:${Number(process.env.E2E_PORT_NEWS_EMPTY ?? port + 3)}`;
const readyFile = `${process.env.E2E_DATA_DIR ?? ".data/e2e"}.ready.json`;

const DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{2}, \d{4}$/;

const todayLabel = () =>
  new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date());

test("the list shows today's demo items with formatted dates and safe, unique links", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/ai-updates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Updates");
  const cards = page.getByTestId("news-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  // Demo items are said to be samples once, over the list, not on every card.
  await expect(page.getByTestId("news-demo-note")).toHaveCount(1);
  await expect(cards.getByText("Demo", { exact: true })).toHaveCount(0);
  // Each card names its source and says how long ago, beside the spec's date.
  await expect(cards.first()).toContainText(/just now|\d+ h ago|yesterday|\d+ days ago/);
  // And a line or two of summary where the feed gave one (every demo item does; other specs may
  // have stored items of their own without one).
  await expect(cards.getByTestId("news-summary").first()).not.toBeEmpty();

  const dates = await cards.locator("time").allTextContents();
  for (const date of dates) expect(date).toMatch(DATE);
  expect(dates).toContain(todayLabel());

  const links = cards.getByRole("link");
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute("href"),
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel"),
    })),
  );
  expect(hrefs.length).toBe(await cards.count());
  expect(new Set(hrefs.map((link) => link.href)).size).toBe(hrefs.length);
  for (const link of hrefs) {
    expect(link.href).toMatch(/^https?:\/\//);
    expect(link.target).toBe("_blank");
    expect(link.rel).toBe("noopener noreferrer");
  }
  await expect(links.first()).toHaveAccessibleName(/\(opens in a new tab\)$/);
  // A sample has no story to open: its title is no link, and its one link names the publisher.
  const samples = cards.filter({ has: page.getByRole("link", { name: /^Visit .+ \(opens/ }) });
  expect(await samples.count()).toBeGreaterThanOrEqual(8);
  await expect(samples.getByRole("heading").getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Sample AI news stories" })).toBeVisible();
  await checkA11y(page);
});

test("the news is in the HTML as served, for readers and crawlers without JavaScript @desktop", async ({
  request,
}) => {
  const response = await request.get("/ai-updates");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The cards stream into the same response as the page around them: no request after load.
  const cards = html.match(/data-testid="news-card"/g) ?? [];
  expect(cards.length).toBeGreaterThanOrEqual(8);
  expect(html).toContain('data-testid="news-summary"');
});

test("polling shows a newly ingested item without a reload @desktop", async ({ page }) => {
  await page.goto("/ai-updates?refreshMs=1000");
  await expect(page.getByTestId("news-card").first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const id = await test.step("ingest an item through the backend's API as the server", async () => {
    const ready = JSON.parse(await readFile(readyFile, "utf8")) as {
      url: string;
      serviceRoleKey: string;
    };
    const itemId = randomUUID();
    const response = await fetch(`${ready.url}/rest/v1/ai_news`, {
      method: "POST",
      headers: {
        apikey: ready.serviceRoleKey,
        authorization: `Bearer ${ready.serviceRoleKey}`,
        "content-type": "application/json",
        prefer: "return=minimal",
      },
      body: JSON.stringify({
        title: `Polling check ${itemId}`,
        source: "E2E Feed",
        link: `https://e2e.example.com/news/${itemId}`,
        published: new Date().toISOString().slice(0, 10),
      }),
    });
    expect(response.status).toBe(201);
    return itemId;
  });

  const fresh = page.getByRole("link", { name: `Polling check ${id} (opens in a new tab)` });
  await expect(fresh).toBeVisible({ timeout: 10_000 });
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test("the empty state offers a refresh that loads again @desktop", async ({ page, checkA11y }) => {
  await page.goto(`${emptyURL}/ai-updates`);
  await expect(page.getByText("No news items found.")).toBeVisible();
  await checkA11y(page);

  // Hold the request (not answer it) so the loading state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/news", async (route) => {
    await held;
    await route.continue();
  });
  const response = page.waitForResponse("**/api/news");
  await page.getByRole("button", { name: "Try refreshing" }).click();
  await expect(page.getByTestId("news-skeleton")).toHaveCount(6);
  await checkA11y(page);
  release();
  expect((await response).status()).toBe(200);
  await expect(page.getByText("No news items found.")).toBeVisible();
  await expect(page.getByTestId("news-skeleton")).toHaveCount(0);
});

test.describe("backend down", () => {
  // A retry from the error card answers 503, which Chromium logs as a failed resource load.
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test("shows the error card with hints and a toast @desktop", async ({ page, checkA11y }) => {
    await page.goto(`${downURL}/ai-updates`);
    const card = page.getByTestId("news-error");
    await expect(card.getByRole("heading", { name: "Error Loading Updates" })).toBeVisible();
    await expect(card).toContainText("The news backend is unavailable");
    await expect(card.getByText("Troubleshooting")).toBeVisible();
    await expect(
      page.getByText(/^Failed to fetch AI updates: The news backend is unavailable/),
    ).toBeVisible();
    await checkA11y(page);

    const retry = page.waitForResponse("**/api/news");
    await card.getByRole("button", { name: "Try again" }).click();
    expect((await retry).status()).toBe(503);
    await expect(card.getByRole("heading", { name: "Error Loading Updates" })).toBeVisible();
  });
});

test("the home page makes no news call @desktop", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/news")) calls.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
});
