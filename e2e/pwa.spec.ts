import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { createAccount, uniqueCredentials } from "./auth-helpers";
import { expect, test } from "./fixtures";

const UPDATE_PROMPT = "A new version is available. Reload now?";
const OFFLINE_READY = "Gurukul Code is ready to work offline.";

// Service workers are blocked for every other spec (playwright.config.ts); these tests need them.
test.use({ serviceWorkers: "allow" });
// One worker at a time: the update tests publish a new worker revision for the whole server.
test.describe.configure({ mode: "default" });

/** Waits until the worker is active and controls the page; returns the registration's scope. */
async function controlled(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

const WORKER_FILE = join(process.cwd(), "public/sw.js");

/**
 * Publishes a second revision of the worker, as a new deploy would: the built script plus a
 * message handler that answers "REVISION" with 2, so a page can tell which worker controls it.
 * `next start` serves public/ from disk; the original is restored after each test.
 */
async function publishSecondRevision(original: string) {
  await writeFile(
    WORKER_FILE,
    `${original}
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "REVISION") event.ports[0].postMessage(2);
});
`,
  );
}

/** The revision of the worker controlling the page: 2 for the second one, 1 for the first. */
function controllerRevision(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as number);
        navigator.serviceWorker.controller?.postMessage({ type: "REVISION" }, [channel.port2]);
        setTimeout(() => resolve(1), 1000);
      }),
  );
}

async function checkForUpdate(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/**
 * Publishes a second worker revision and answers its update prompt; returns the prompts seen and
 * a count of the page's loads since.
 */
async function answerUpdatePrompt(page: Page, original: string, answer: "accept" | "dismiss") {
  const prompts: string[] = [];
  page.on("dialog", (dialog) => {
    prompts.push(dialog.message());
    void dialog[answer]();
  });
  let loads = 0;
  page.on("load", () => (loads += 1));
  await publishSecondRevision(original);
  await checkForUpdate(page);
  return { prompts, loads: () => loads };
}

test.describe("offline support @desktop", () => {
  test("the web app manifest makes the site installable", async ({ page }) => {
    await page.goto("/");
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Gurukul Code", start_url: "/", display: "standalone" });
    const cdp = await page.context().newCDPSession(page);
    // Playwright's contexts are incognito-like, which Chrome reports on its own; nothing else may show.
    await expect
      .poll(async () =>
        (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors
          .map((error) => error.errorId)
          .filter((id) => id !== "in-incognito"),
      )
      .toEqual([]);
  });

  test("registers the worker at the site's root and says once it is ready offline", async ({
    page,
  }) => {
    const infos: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info") infos.push(message.text());
    });
    await page.goto("/");
    const scope = await controlled(page);
    expect(scope).toBe(`${new URL(page.url()).origin}/`);
    await expect.poll(() => infos).toContain(OFFLINE_READY);

    // A later visit finds the worker installed: no second message and no prompt.
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await page.reload();
    await controlled(page);
    await page.waitForTimeout(500);
    expect(infos.filter((text) => text === OFFLINE_READY)).toHaveLength(1);
  });

  test.describe("while offline", () => {
    test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/] });

    test("a visited page still opens and an unvisited one shows the offline page", async ({
      page,
      context,
    }) => {
      await page.goto("/");
      await controlled(page);
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const about = await page.getByRole("heading", { level: 1 }).textContent();

      await context.setOffline(true);
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(about ?? "");
      // The news page is rendered per request, so only a visit stores it.
      await page.goto("/ai-updates");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");
      await expect(page).toHaveURL(/\/ai-updates$/);

      // Back online, "Try again" asks for the page it stands in for, and that page comes.
      await context.setOffline(false);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You're offline");
      await expect(page).toHaveURL(/\/ai-updates$/);
      // The worker stores the page as its stream ends, a moment after the heading shows.
      await expect
        .poll(() => page.evaluate(async () => (await caches.match("/ai-updates")) !== undefined))
        .toBe(true);
      const news = await page.getByRole("heading", { level: 1 }).textContent();
      expect(news).not.toBe("You're offline");
      await context.setOffline(true);
      await page.goto("/ai-updates");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(news ?? "");
      await context.setOffline(false);
    });

    test("the profile is never served from the cache", async ({ page, context, request }) => {
      const user = await createAccount(request, uniqueCredentials("pwa"));
      await page.goto("/");
      await controlled(page);
      await page.goto("/login?next=/profile");
      await page.getByLabel("E-mail").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Log In" }).click();
      await expect(page.getByTestId("profile-email")).toHaveText(user.email);
      await page.reload();
      await expect(page.getByTestId("profile-email")).toHaveText(user.email);

      await page.getByRole("button", { name: "Sign Out" }).click();
      await expect(page).toHaveURL("/");

      await context.setOffline(true);
      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");
      await expect(page.getByText(user.email)).toHaveCount(0);

      await context.setOffline(false);
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText(user.email)).toHaveCount(0);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const key of await cache.keys()) urls.push(new URL(key.url).pathname);
        }
        return urls;
      });
      expect(
        cached.filter((path) =>
          /^\/(?:hi\/)?(profile|login|signup|forgot-password|api\/(?!news))/.test(path),
        ),
      ).toEqual([]);
    });
  });
});

test.describe("updates @desktop", () => {
  let original = "";
  test.beforeEach(async () => {
    original = await readFile(WORKER_FILE, "utf8");
  });
  test.afterEach(async () => {
    await writeFile(WORKER_FILE, original);
  });

  test("confirming the prompt reloads once onto the new worker", async ({ page }) => {
    await page.goto("/");
    await controlled(page);
    await page.reload();
    await controlled(page);
    expect(await controllerRevision(page)).toBe(1);

    const { prompts, loads } = await answerUpdatePrompt(page, original, "accept");

    await expect.poll(() => prompts).toEqual([UPDATE_PROMPT]);
    await expect.poll(loads).toBe(1);
    await page.waitForLoadState("load");
    expect(await controllerRevision(page)).toBe(2);
    await page.waitForTimeout(1000);
    expect(loads()).toBe(1);
    expect(prompts).toHaveLength(1);
  });

  test("declining the prompt keeps the current version", async ({ page }) => {
    await page.goto("/");
    await controlled(page);
    await page.reload();
    await controlled(page);

    const { prompts, loads } = await answerUpdatePrompt(page, original, "dismiss");

    await expect.poll(() => prompts).toEqual([UPDATE_PROMPT]);
    await page.waitForTimeout(1000);
    expect(loads()).toBe(0);
    expect(await controllerRevision(page)).toBe(1);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
    );
    expect(waiting).toBe("installed");
  });
});
