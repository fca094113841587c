import { expect, test } from "@playwright/test";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { Agent, request as httpRequest } from "node:http";

import {
  DOWN_SERVER,
  SECOND_SERVER,
  WEBHOOK_RECEIVER,
  rows,
  uniqueAddress,
  uniqueIp,
} from "./forms-helpers";
import type { ContactRow, SubscriptionRow } from "./forms-helpers";
import { contactSchema } from "../lib/validations/contact";
import { subscribeSchema, SUBSCRIPTION_SOURCES } from "../lib/validations/subscribe";

/**
 * The form endpoints over real HTTP against the production build, its second process on the same
 * database and a third whose backend is unreachable. Rows are checked through the service role.
 * Tagged @desktop: API tests need one browser size only.
 */

const contact = (email: string) => ({
  name: "Asha Rao",
  email,
  subject: "Courses",
  message: "Which course should I start with?",
});

function post(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
  base = "",
): Promise<APIResponse> {
  return request.post(`${base}${path}`, {
    headers: { "x-forwarded-for": uniqueIp(), ...headers },
    // A Buffer goes out byte for byte (Playwright re-encodes strings that are not valid JSON).
    data: Buffer.from(typeof data === "string" ? data : JSON.stringify(data)),
    failOnStatusCode: false,
    maxRedirects: 0,
  });
}

const json = { "content-type": "application/json" };

async function expectError(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(/\bat\s|Error:|\.ts:\d/);
}

/** A refused request: its label, the pending response, and the status and code it must get. */
type ErrorCase = [label: string, pending: Promise<APIResponse>, status: number, code: string];

/** Checks each case as a step of its own, so a report names the one that failed. */
async function expectErrors(cases: ErrorCase[]) {
  for (const [label, pending, status, code] of cases) {
    await test.step(label, async () => expectError(await pending, status, code));
  }
}

test.describe("POST /api/contact @desktop", () => {
  test("stores a message with the trusted (rightmost) address and answers 201", async ({
    request,
  }) => {
    const email = uniqueAddress("contact");
    const ip = uniqueIp();
    const response = await post(request, "/api/contact", contact(email), {
      ...json,
      "x-forwarded-for": `10.0.0.1, ${ip}`,
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await rows<ContactRow>("contact_messages", `email=eq.${email}`)).toEqual([
      expect.objectContaining({ ...contact(email), client_ip: ip }),
    ]);
  });

  test("each bad input class gets its status and stores nothing", async ({ request }) => {
    const email = uniqueAddress("bad-contact");
    const cases: ErrorCase[] = [
      [
        "missing field",
        post(request, "/api/contact", { ...contact(email), message: undefined }, json),
        400,
        "invalid_input",
      ],
      [
        "too long",
        post(request, "/api/contact", { ...contact(email), name: "n".repeat(101) }, json),
        400,
        "invalid_input",
      ],
      [
        "bad e-mail",
        post(request, "/api/contact", { ...contact(email), email: "asha@" }, json),
        400,
        "invalid_input",
      ],
      [
        "wrong type",
        post(request, "/api/contact", { ...contact(email), subject: 42 }, json),
        400,
        "invalid_input",
      ],
      ["array body", post(request, "/api/contact", [contact(email)], json), 400, "invalid_input"],
      [
        "oversized body",
        post(request, "/api/contact", { ...contact(email), message: "m".repeat(17 * 1024) }, json),
        413,
        "payload_too_large",
      ],
      [
        "malformed JSON",
        post(request, "/api/contact", `{"name":"Asha","email":"${email}",`, json),
        400,
        "malformed_json",
      ],
      [
        "wrong content type",
        post(request, "/api/contact", JSON.stringify(contact(email)), {
          "content-type": "text/plain",
        }),
        415,
        "unsupported_media_type",
      ],
      [
        "cross-origin",
        post(request, "/api/contact", contact(email), {
          ...json,
          origin: "https://evil.example",
        }),
        403,
        "cross_origin",
      ],
    ];
    await expectErrors(cases);
    const missing = await post(request, "/api/contact", { email }, json);
    expect(
      Object.keys(((await missing.json()) as { error: { fields: object } }).error.fields).sort(),
    ).toEqual(["message", "name", "subject"]);
    expect(await rows("contact_messages", `email=eq.${email}`)).toEqual([]);
  });

  test("counts actual bytes, not the declared length", async () => {
    // A chunked body has no Content-Length; the handler stops reading past 16 KB. The connection
    // is this request's own: the unread rest of the body must not meet a later request.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL("/api/contact", test.info().project.use.baseURL);
      const req = httpRequest(
        url,
        {
          agent,
          method: "POST",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      const chunk = "x".repeat(4096);
      for (let i = 0; i < 6; i++) req.write(chunk);
      req.end();
    }).finally(() => agent.destroy());
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: "payload_too_large" } });
  });

  test("the same origin (any loopback port) is accepted", async ({ request, baseURL }) => {
    const email = uniqueAddress("origin");
    const response = await post(request, "/api/contact", contact(email), {
      ...json,
      origin: baseURL ?? "",
    });
    expect(response.status()).toBe(201);
    expect(await rows("contact_messages", `email=eq.${email}`)).toHaveLength(1);
  });

  test("a filled honeypot answers success and stores nothing", async ({ request }) => {
    const email = uniqueAddress("bot");
    const response = await post(
      request,
      "/api/contact",
      { ...contact(email), company: "Spam Inc" },
      json,
    );
    expect(response.status()).toBe(201);
    expect(await rows("contact_messages", `email=eq.${email}`)).toEqual([]);
  });

  test("a plain form post stores and redirects back to /contact", async ({ request }) => {
    const email = uniqueAddress("form");
    const ok = await request.post("/api/contact", {
      headers: { "x-forwarded-for": uniqueIp() },
      form: { ...contact(email), company: "" },
      maxRedirects: 0,
    });
    expect(ok.status()).toBe(303);
    expect(ok.headers().location).toBe("/contact?sent=1");
    const bad = await request.post("/api/contact", {
      headers: { "x-forwarded-for": uniqueIp() },
      form: { ...contact(email), email: "nope" },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(303);
    expect(bad.headers().location).toBe("/contact?error=invalid_input");
    expect(await rows("contact_messages", `email=eq.${email}`)).toHaveLength(1);
  });

  test("GET is not allowed", async ({ request }) => {
    expect((await request.get("/api/contact")).status()).toBe(405);
  });

  test("the team's webhook gets each stored message, signed, retried past a failing endpoint", async ({
    request,
  }) => {
    type Delivery = {
      payload: Record<string, string>;
      signatureValid: boolean;
      delivery: string;
      status: number;
    };
    const deliveries = async (address: string) =>
      (await (
        await request.get(`${WEBHOOK_RECEIVER}/deliveries?email=${encodeURIComponent(address)}`)
      ).json()) as Delivery[];

    const email = uniqueAddress("webhook");
    // The endpoint answers 500 twice before it takes the message.
    await request.post(`${WEBHOOK_RECEIVER}/plan`, { data: { email, failures: 2 } });
    const response = await post(request, "/api/contact", contact(email), json);
    expect(response.status()).toBe(201);
    // The visitor's answer does not wait for the endpoint's failures and retries (the last of
    // which comes seconds later).
    expect((await deliveries(email)).length).toBeLessThan(3);
    expect(await rows("contact_messages", `email=eq.${email}`)).toHaveLength(1);

    await expect.poll(async () => (await deliveries(email)).length, { timeout: 20_000 }).toBe(3);
    const received = await deliveries(email);
    expect(received.map((entry) => entry.status)).toEqual([500, 500, 200]);
    expect(received.every((entry) => entry.signatureValid)).toBe(true);
    expect(new Set(received.map((entry) => entry.delivery)).size).toBe(1);
    expect(received[0]!.payload).toEqual({
      ...contact(email),
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    // A refused or honeypot submission stores nothing and is never posted.
    const bot = uniqueAddress("webhook-bot");
    await post(request, "/api/contact", { ...contact(bot), company: "Spam Inc" }, json);
    await post(request, "/api/contact", { ...contact(bot), message: "" }, json);
    // A genuine message sent after them is delivered; by then theirs would have been too.
    const fence = uniqueAddress("webhook-fence");
    expect((await post(request, "/api/contact", contact(fence), json)).status()).toBe(201);
    await expect.poll(async () => (await deliveries(fence)).length).toBe(1);
    expect(await deliveries(bot)).toEqual([]);
  });
});

test.describe("POST /api/subscribe @desktop", () => {
  test("stores one row per e-mail and source; repeats succeed quietly", async ({ request }) => {
    const email = uniqueAddress("sub");
    const ip = uniqueIp();
    for (const [address, source] of [
      [email, "newsletter"],
      [email.toUpperCase(), "newsletter"],
      [` ${email} `, "newsletter"],
      [email, "pricing"],
    ]) {
      const response = await post(
        request,
        "/api/subscribe",
        { email: address, source },
        {
          ...json,
          "x-forwarded-for": ip,
        },
      );
      expect(response.status()).toBe(201);
    }
    const stored = await rows<SubscriptionRow>("subscriptions", `email=eq.${email}&order=source`);
    expect(stored.map(({ email: e, source }) => [e, source])).toEqual([
      [email, "newsletter"],
      [email, "pricing"],
    ]);
  });

  test("each bad input class gets its status and stores nothing", async ({ request }) => {
    const email = uniqueAddress("bad-sub");
    const cases: ErrorCase[] = [
      ["missing field", post(request, "/api/subscribe", { email }, json), 400, "invalid_input"],
      [
        "too long",
        post(
          request,
          "/api/subscribe",
          { email: `${"a".repeat(250)}@example.com`, source: "newsletter" },
          json,
        ),
        400,
        "invalid_input",
      ],
      [
        "bad e-mail",
        post(request, "/api/subscribe", { email: "a@b", source: "newsletter" }, json),
        400,
        "invalid_input",
      ],
      [
        "wrong type",
        post(request, "/api/subscribe", { email: [email], source: "newsletter" }, json),
        400,
        "invalid_input",
      ],
      [
        "unknown source",
        post(request, "/api/subscribe", { email, source: "elsewhere" }, json),
        400,
        "invalid_input",
      ],
      [
        "oversized body",
        post(
          request,
          "/api/subscribe",
          { email, source: "newsletter", pad: "p".repeat(20_000) },
          json,
        ),
        413,
        "payload_too_large",
      ],
      [
        "malformed JSON",
        post(request, "/api/subscribe", `{"email": "${email}"`, json),
        400,
        "malformed_json",
      ],
      [
        "wrong content type",
        post(request, "/api/subscribe", `email=${email}`, {
          "content-type": "multipart/form-data",
        }),
        415,
        "unsupported_media_type",
      ],
      [
        "cross-origin",
        post(
          request,
          "/api/subscribe",
          { email, source: "newsletter" },
          {
            ...json,
            origin: "http://127.0.0.1.evil.example",
          },
        ),
        403,
        "cross_origin",
      ],
    ];
    await expectErrors(cases);
    const bad = await post(request, "/api/subscribe", { email: "a@b", source: "newsletter" }, json);
    expect(await bad.json()).toMatchObject({
      error: { fields: { email: ["Please enter a valid e-mail address."] } },
    });
    expect(await rows("subscriptions", `email=eq.${email}`)).toEqual([]);
  });

  test("a plain form post returns to the form's page", async ({ request }) => {
    const email = uniqueAddress("plain");
    const response = await request.post("/api/subscribe", {
      headers: { "x-forwarded-for": uniqueIp() },
      form: { email, source: "community" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/community?sent=1");
    expect(await rows("subscriptions", `email=eq.${email}&source=eq.community`)).toHaveLength(1);
  });
});

test.describe("limits and outages @desktop", () => {
  test("the contact limit (5 per 10 min per client) holds across two app processes", async ({
    request,
  }) => {
    const ip = uniqueIp();
    const email = uniqueAddress("limit");
    const bases = ["", SECOND_SERVER, "", SECOND_SERVER, "", SECOND_SERVER, ""];
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (const base of bases) {
      const response = await post(
        request,
        "/api/contact",
        contact(email),
        { ...json, "x-forwarded-for": ip },
        base,
      );
      statuses.push(response.status());
      if (response.status() === 429) retryAfter = response.headers()["retry-after"];
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await rows("contact_messages", `email=eq.${email}`)).toHaveLength(5);
  });

  test("the sign-up limit (10 per 10 min per client) holds across two app processes", async ({
    request,
  }) => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    const addresses: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = uniqueAddress("burst");
      addresses.push(email);
      const response = await post(
        request,
        "/api/subscribe",
        { email, source: "launching-soon" },
        { ...json, "x-forwarded-for": ip },
        i % 2 === 0 ? "" : SECOND_SERVER,
      );
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    expect(await rows("subscriptions", `email=in.(${addresses.join(",")})`)).toHaveLength(10);
  });

  test("an unreachable backend answers 503 without details", async ({ request }) => {
    const email = uniqueAddress("down");
    for (const [path, data] of [
      ["/api/contact", contact(email)],
      ["/api/subscribe", { email, source: "newsletter" }],
    ] as const) {
      const response = await post(request, path, data, json, DOWN_SERVER);
      await expectError(response, 503, "backend_unavailable");
    }
    // Bad input is still a 400 there: validation does not need the backend.
    await expectError(
      await post(request, "/api/subscribe", { email: "x" }, json, DOWN_SERVER),
      400,
      "invalid_input",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzz: deterministic malformed payloads; never a 5xx, never a stored or invalid row.

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FUZZ_PAYLOADS = 520;
const FUZZ_DOMAIN = "fuzz.example";

type Fuzzed = { body: string; contentType: string };

function fuzzer(seed: number) {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (max: number) => Math.floor(random() * max);
  const WEIRD = ["\u0000", "\ud800", "\udfff", "\u202e", "😀", "\n", " ", "'", '"', "\\", "<", "%"];
  const text = (max: number) =>
    Array.from({ length: int(max) }, () =>
      random() < 0.2 ? pick(WEIRD) : String.fromCharCode(32 + int(95)),
    ).join("");
  const junk = (): unknown =>
    pick([
      () => null,
      () => int(1e6) - 5e5,
      () => random() < 0.5,
      () => [text(10)],
      () => ({ nested: text(10) }),
      () => text(40),
      () => "",
      () => "   ",
      () => 1e309,
    ])();
  const badEmail = () =>
    pick([
      () => `${text(8)}`,
      () => `no-at.${FUZZ_DOMAIN}`,
      () => `@${FUZZ_DOMAIN}`,
      () => `user@`,
      () => `a b@${FUZZ_DOMAIN}`,
      () => `${"x".repeat(250)}@${FUZZ_DOMAIN}`,
      () => `u\u0000@${FUZZ_DOMAIN}`,
      () => `user@@${FUZZ_DOMAIN}`,
      () => junk(),
    ])();
  const goodEmail = () => `f${int(1e9)}@${FUZZ_DOMAIN}`;

  /** A contact payload with at least one field broken. */
  function contactPayload(): Record<string, unknown> {
    const payload: Record<string, unknown> = {
      name: text(20) || "n",
      email: goodEmail(),
      subject: text(20) || "s",
      message: text(50) || "m",
    };
    const broken = pick(["name", "email", "subject", "message"] as const);
    const limits = { name: 100, email: 254, subject: 150, message: 5000 };
    payload[broken] = pick([
      () => undefined,
      () => junk(),
      () => (broken === "email" ? badEmail() : "y".repeat(limits[broken] + 1 + int(50))),
      () => (broken === "email" ? badEmail() : `ok\u0000${text(5)}`),
      () => (broken === "email" ? badEmail() : " \n\t "),
    ])();
    if (typeof payload[broken] === "string" && broken !== "email") {
      // Keep it invalid: pure text within limits would be accepted.
      const value = payload[broken] as string;
      if (value.trim().length > 0 && value.length <= limits[broken] && !/[\u0000]/.test(value)) {
        payload[broken] = undefined;
      }
    }
    return payload;
  }

  /** A subscription payload with at least one field broken. */
  function subscribePayload(): Record<string, unknown> {
    const payload: Record<string, unknown> = {
      email: goodEmail(),
      source: pick(SUBSCRIPTION_SOURCES),
    };
    if (random() < 0.5) payload.email = badEmail();
    else payload.source = pick([undefined, junk(), "Newsletter", "pricing ", text(12), "toString"]);
    return payload;
  }

  function wrap(payload: Record<string, unknown>): Fuzzed {
    const body = JSON.stringify(payload) ?? "null";
    return pick<() => Fuzzed>([
      () => ({ body, contentType: "application/json" }),
      () => ({ body, contentType: "application/json; charset=utf-8" }),
      () => ({ body: body.slice(0, int(body.length)), contentType: "application/json" }),
      () => ({ body: `${body}${text(3)}x`, contentType: "application/json" }),
      () => ({ body: text(60), contentType: "application/json" }),
      () => ({
        body: pick(["[]", "null", "1", '"x"', "{}", "true"]),
        contentType: "application/json",
      }),
      () => ({ body: body.padEnd(17_000, " "), contentType: "application/json" }),
      () => ({
        body: new URLSearchParams(
          Object.entries(payload).map(([key, value]) => [key, String(value)]),
        ).toString(),
        contentType: pick(["text/plain", "application/xml", "multipart/form-data", ""]),
      }),
      () => ({ body, contentType: "application/json" }),
    ])();
  }

  return { contactPayload, subscribePayload, wrap };
}

for (const [path, seed] of [
  ["/api/contact", 20261122],
  ["/api/subscribe", 5],
] as const) {
  test(`fuzz ${path}: ${FUZZ_PAYLOADS} malformed payloads, no 5xx, no row @desktop`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const fuzz = fuzzer(seed);
    const ip = uniqueIp();
    const statuses = new Map<number, number>();
    const payloads = Array.from({ length: FUZZ_PAYLOADS }, () =>
      fuzz.wrap(path === "/api/contact" ? fuzz.contactPayload() : fuzz.subscribePayload()),
    );
    for (let start = 0; start < payloads.length; start += 10) {
      const batch = payloads.slice(start, start + 10);
      const responses = await Promise.all(
        batch.map(({ body, contentType }) =>
          request.post(path, {
            headers: { "content-type": contentType, "x-forwarded-for": ip },
            data: Buffer.from(body),
            failOnStatusCode: false,
            maxRedirects: 0,
          }),
        ),
      );
      responses.forEach((response, index) => {
        const status = response.status();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, JSON.stringify(batch[index])).toBeLessThan(500);
        expect([201, 200], JSON.stringify(batch[index])).not.toContain(status);
      });
    }
    test.info().annotations.push({
      type: "statuses",
      description: JSON.stringify(Object.fromEntries(statuses)),
    });
    const table = path === "/api/contact" ? "contact_messages" : "subscriptions";
    expect(await rows(table, `email=like.*${FUZZ_DOMAIN}*`)).toEqual([]);
    // Every stored row, whoever wrote it, passes the shared schema.
    if (path === "/api/contact") {
      for (const row of await rows<ContactRow>(table)) {
        expect(contactSchema.safeParse(row).success, JSON.stringify(row)).toBe(true);
      }
    } else {
      for (const row of await rows<SubscriptionRow>(table)) {
        expect(subscribeSchema.safeParse(row).success, JSON.stringify(row)).toBe(true);
      }
    }
  });
}
