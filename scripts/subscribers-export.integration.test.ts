import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { client, testBackendForFile, uniqueEmail } from "@gurukul/embedded-supabase/testing";

const run = promisify(execFile);
const ORIGIN = "https://learn.gurukulcode.example";

const backend = testBackendForFile();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "subscribers-export-"));
}, 30_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Subscribes as the site does (the secret key asks, the mailed token confirms) and returns the
 * subscription's unsubscribe token; `confirmed: false` leaves the request pending.
 */
async function subscribe(email: string, source: string, { confirmed = true } = {}) {
  const { standIn } = backend();
  const site = client(standIn.url, standIn.serviceRoleKey, {
    "x-client-address": `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`,
  });
  const asked = await site.rpc("request_subscription", {
    email,
    source,
    notice_version: "1.0",
    form: source === "newsletter" ? "newsletter" : "notify-me",
    page: "/",
  });
  expect(asked.error).toBeNull();
  if (confirmed) {
    const done = await backend().service().rpc("confirm_subscription", { token: asked.data });
    expect(done.error).toBeNull();
  }
  const [row] = await standIn.query<{ unsubscribe_token: string }>(
    "select unsubscribe_token from public.subscriptions where email = $1 and source = $2",
    [email, source],
  );
  return row!.unsubscribe_token;
}

/** Runs `npm run subscribers:export` as a developer would, against the test backend(). */
function exportSubscribers(...args: string[]) {
  return run("node_modules/.bin/tsx", ["scripts/subscribers-export.ts", ...args], {
    env: {
      ...process.env,
      SUPABASE_URL: backend().standIn.url,
      SUPABASE_SECRET_KEY: backend().standIn.serviceRoleKey,
      NEXT_PUBLIC_SITE_URL: ORIGIN,
    },
  });
}

describe("npm run subscribers:export", () => {
  it("writes one list's confirmed subscribers with their links and consent, never the pending or unsubscribed", async () => {
    const first = uniqueEmail("export-first");
    const second = uniqueEmail("export-second");
    const left = uniqueEmail("export-left");
    const other = uniqueEmail("export-other");
    const firstToken = await subscribe(first, "newsletter");
    const leftToken = await subscribe(left, "newsletter");
    const secondToken = await subscribe(second, "newsletter");
    await subscribe(other, "pricing");
    await subscribe(uniqueEmail("export-pending"), "newsletter", { confirmed: false });
    const { error } = await backend().service().rpc("unsubscribe", { token: leftToken });
    expect(error).toBeNull();

    const out = join(dir, "newsletter.csv");
    const { stderr } = await exportSubscribers("--source", "newsletter", "--out", out);
    expect(stderr).toContain(`wrote 2 row(s) to ${out}`);
    const lines = (await readFile(out, "utf8")).split("\r\n");
    expect(lines[0]).toBe(
      "email,source,subscribed_at,unsubscribe_url,one_click_url,consent_notice_version,consent_form,consent_page,consent_asked_at,consent_confirmed_at",
    );
    const rows = lines.slice(1, -1).map((line) => line.split(","));
    expect(rows.map((row) => row[0])).toEqual([first, second]);
    expect(rows[0]).toEqual([
      first,
      "newsletter",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      `${ORIGIN}/unsubscribe?token=${firstToken}`,
      `${ORIGIN}/api/unsubscribe?token=${firstToken}`,
      "1.0",
      "newsletter",
      "/",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    ]);
    expect(rows[1]?.[3]).toBe(`${ORIGIN}/unsubscribe?token=${secondToken}`);
    expect(lines.at(-1)).toBe("");
  }, 30_000);

  it("writes every list without --source, and refuses an unknown one", async () => {
    const email = uniqueEmail("export-all");
    await subscribe(email, "community");
    const { stdout } = await exportSubscribers();
    expect(stdout).toContain(`${email},community,`);

    await expect(exportSubscribers("--source", "spam")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("unknown --source spam"),
    });
  }, 30_000);
});
