import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";

import { DOWN_LOG_FILE, DOWN_PORT, SECOND_LOG_FILE, SECOND_PORT } from "../playwright.config";
import { toasts } from "./auth-helpers";
import { expect, test } from "./fixtures";

/**
 * Requests, errors and their log lines, mostly on the app process whose backend is unreachable:
 * its stdout is `DOWN_LOG_FILE` (playwright.config.ts). Limits held in the database are tried on
 * the second app process, whose stdout is `SECOND_LOG_FILE`.
 */
const DOWN = `http://127.0.0.1:${DOWN_PORT}`;
const SECOND = `http://127.0.0.1:${SECOND_PORT}`;

type LogLine = Record<string, unknown> & { err?: { stack?: string } };

async function logLines(file = DOWN_LOG_FILE): Promise<LogLine[]> {
  const text = await readFile(file, "utf8");
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

const marker = () => randomBytes(6).toString("hex");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The lines of one request, once its `request` line is written. */
async function requestLines(requestId: string): Promise<LogLine[]> {
  await expect
    .poll(async () => (await logLines()).some((line) => line.requestId === requestId))
    .toBe(true);
  return (await logLines()).filter((line) => line.requestId === requestId);
}

test("every response carries its request id @desktop", async ({ page }) => {
  const response = await page.goto(`${DOWN}/about`);
  expect(response?.headers()["x-request-id"]).toMatch(UUID);
});

test("a page never takes the id a visitor sends @desktop", async ({ request }) => {
  const chosen = `visitor-chosen-${marker()}`;
  const response = await request.get(`${DOWN}/about`, { headers: { "x-request-id": chosen } });
  expect(response.headers()["x-request-id"]).toMatch(UUID);
});

test.describe("API routes and the backend gateway @desktop", () => {
  test("answer with their request id, and log one request line each", async ({ request }) => {
    const health = await request.get(`${DOWN}/api/health`);
    // This server's backend is down: the check answers 503, and its line is an error.
    expect(health.status()).toBe(503);
    const healthId = health.headers()["x-request-id"]!;
    expect(healthId).toMatch(UUID);
    expect(await requestLines(healthId)).toContainEqual(
      expect.objectContaining({
        event: "request",
        level: "error",
        method: "GET",
        route: "/api/health",
        status: 503,
        durationMs: expect.any(Number),
      }),
    );

    const gateway = await request.get(`${DOWN}/supabase/auth/v1/settings`);
    expect(gateway.headers()["x-request-id"]).toMatch(UUID);
  });

  test("a refusal's reference is its X-Request-Id, never one the visitor chose", async ({
    request,
  }) => {
    const chosen = `visitor-chosen-${marker()}`;
    const response = await request.post(`${DOWN}/api/subscribe?from=e2e-${marker()}`, {
      headers: { "x-request-id": chosen },
      data: { email: "not-an-email", source: "newsletter" },
    });
    expect(response.status()).toBe(400);
    const id = response.headers()["x-request-id"]!;
    expect(id).toMatch(UUID);
    expect(id).not.toBe(chosen);
    expect((await response.json()) as unknown).toMatchObject({
      error: { code: "invalid_input", reference: id },
    });

    const lines = await requestLines(id);
    expect(lines.filter((line) => line.event === "request")).toEqual([
      expect.objectContaining({
        level: "info",
        time: expect.any(String),
        method: "POST",
        // The path only: a query may hold a token.
        route: "/api/subscribe",
        status: 400,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(await readFile(DOWN_LOG_FILE, "utf8")).not.toContain(chosen);
  });

  test("keep the id of the proxy in front, which marks its requests with X-Real-IP", async ({
    request,
  }) => {
    const given = `e2e-proxy-${marker()}`;
    const response = await request.post(`${DOWN}/api/subscribe`, {
      headers: {
        "x-request-id": given,
        "x-forwarded-for": "203.0.113.7",
        "x-real-ip": "203.0.113.7",
      },
      data: { email: "not-an-email", source: "newsletter" },
    });
    expect(response.headers()["x-request-id"]).toBe(given);
    expect(((await response.json()) as { error: { reference: string } }).error.reference).toBe(
      given,
    );
    expect(await requestLines(given)).toContainEqual(
      expect.objectContaining({ event: "request", route: "/api/subscribe", status: 400 }),
    );
  });
});

test.describe("a sign-in while the backend is down @desktop", () => {
  test("shows a reference that finds one error line with the route and the stack, and no credentials", async ({
    page,
  }) => {
    const email = `down.${marker()}@example.com`;
    const password = `pw-${marker()}`;
    await page.goto(`${DOWN}/login`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log In" }).click();

    const toast = toasts(page).getByText(/Reference: /);
    await expect(toast).toBeVisible();
    const reference = (await toast.textContent())?.match(/Reference: (\S+)/)?.[1];
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(async () => (await logLines()).filter((line) => line.requestId === reference))
      .toContainEqual(expect.objectContaining({ level: "error" }));
    const lines = (await logLines()).filter((line) => line.requestId === reference);
    const errors = lines.filter((line) => line.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      route: "/login",
      event: "action.failed",
      time: expect.any(String),
    });
    expect(errors[0]!.err?.stack).toMatch(/\n\s+at /);

    const log = await readFile(DOWN_LOG_FILE, "utf8");
    expect(log).not.toContain(email);
    expect(log).not.toContain(email.split("@")[0]!);
    expect(log).not.toContain(password);
  });
});

test.describe("errors in the browser @desktop", () => {
  test.use({ expectedConsoleErrors: [/client-code-failure|client-code-rejection/] });

  test("an uncaught error and an unhandled rejection are logged with the page and the message", async ({
    page,
  }) => {
    const id = marker();
    await page.goto(`${DOWN}/community`);
    await page.evaluate((id) => {
      setTimeout(() => {
        throw new Error(`client-code-failure ${id}`);
      });
      setTimeout(() => void Promise.reject(new Error(`client-code-rejection ${id}`)));
    }, id);

    await expect
      .poll(async () =>
        (await logLines())
          .filter((line) => line.event === "client.error" && String(line.message).includes(id))
          .map(({ kind, page, message, level }) => ({ kind, page, message, level }))
          .sort((a, b) => String(a.kind).localeCompare(String(b.kind))),
      )
      .toEqual([
        {
          kind: "error",
          page: "/community",
          message: `client-code-failure ${id}`,
          level: "error",
        },
        {
          kind: "unhandledrejection",
          page: "/community",
          message: `client-code-rejection ${id}`,
          level: "error",
        },
      ]);
  });

  test("a burst of 100 reports from rotating addresses in one /64 is cut by the rate limit", async ({
    request,
  }) => {
    const id = marker();
    // A /64 of its own, as the proxy names it, so other tests' reports do not count; a new
    // interface identifier on every report, as a client rotating its addresses would send.
    const network = `2001:db8:${id.slice(0, 4)}:${id.slice(4, 8)}`;
    const rotating = () =>
      `${network}:${Array.from({ length: 4 }, () => marker().slice(0, 4)).join(":")}`;
    // The limit counts per minute: start early enough in one to finish the burst in it. The 100
    // reports take 1–2 s while the rest of the suite runs, so only the minute's last 8 s are waited out.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        request
          .post(`${SECOND}/api/client-errors`, {
            headers: {
              "content-type": "text/plain;charset=UTF-8",
              "x-forwarded-for": rotating(),
            },
            data: JSON.stringify({ kind: "error", message: `burst ${id} #${index}`, page: "/" }),
          })
          .then((response) => response.status()),
      ),
    );
    expect(statuses.filter((status) => status === 204)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    await expect
      .poll(
        async () =>
          (await logLines(SECOND_LOG_FILE)).filter(
            (line) =>
              line.event === "client.error" && String(line.message).startsWith(`burst ${id}`),
          ).length,
      )
      .toBe(10);
  });

  test("an oversized report is refused unread", async ({ request }) => {
    const response = await request.post(`${DOWN}/api/client-errors`, {
      headers: { "x-forwarded-for": `2001:db8::${marker().slice(0, 4)}` },
      data: JSON.stringify({ kind: "error", message: "x".repeat(20_000), page: "/" }),
    });
    expect(response.status()).toBe(413);
    expect((await response.json()) as unknown).toMatchObject({
      error: { code: "payload_too_large", reference: expect.any(String) },
    });
  });
});
