import { expect, test } from "@playwright/test";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";

import { createAccount, mailTo, uniqueCredentials } from "./auth-helpers";
import { rows, uniqueAddress, uniqueIp } from "./forms-helpers";
import { AUTH_STORAGE_KEY, EMBEDDED_KEY_PLACEHOLDER } from "../lib/supabase/config";

/**
 * What an attacker tried against the production build, over HTTP: per-client limits with forged
 * X-Forwarded-For chains, oversized gateway bodies, and the session cookie's `Secure` flag.
 * The nearest proxy is simulated by the fixed rightmost entry. Tagged @desktop: no browser needed.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const gatewayKey = {
  apikey: EMBEDDED_KEY_PLACEHOLDER,
  authorization: `Bearer ${EMBEDDED_KEY_PLACEHOLDER}`,
};

/** A forged chain: a new client-written first entry each call, then the proxy's entry. */
const forged = (trusted: string) =>
  `${uniqueIp()}, 10.${Math.floor(Math.random() * 250)}.0.1, ${trusted}`;

function postJson(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string>,
): Promise<APIResponse> {
  return request.post(path, {
    headers: { "content-type": "application/json", ...headers },
    data: Buffer.from(JSON.stringify(data)),
    failOnStatusCode: false,
    maxRedirects: 0,
  });
}

/** Calls until one past the limit, starting early enough in the fixed window to finish in it. */
async function statusesUntilLimit(
  limit: number,
  windowSeconds: number,
  call: (i: number) => Promise<APIResponse>,
) {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) statuses.push((await call(i)).status());
  return statuses;
}

test.describe("per-client limits with forged X-Forwarded-For @desktop", () => {
  for (const { path, limit, what, body } of [
    {
      path: "/api/contact",
      limit: 5,
      what: "messages",
      body: () => ({
        name: "Asha",
        email: uniqueAddress("forged"),
        subject: "Hi",
        message: "Hello there.",
      }),
    },
    {
      path: "/api/subscribe",
      limit: 10,
      what: "sign-ups",
      body: () => ({ email: uniqueAddress("forged"), source: "newsletter" }),
    },
  ]) {
    test(`${path} answers 429 after ${limit} ${what} from one proxy-seen address`, async ({
      request,
    }) => {
      const trusted = uniqueIp();
      const statuses = await statusesUntilLimit(limit, 600, () =>
        postJson(request, path, body(), { "x-forwarded-for": forged(trusted) }),
      );
      expect(statuses).toEqual([...Array<number>(limit).fill(201), 429]);
    });
  }

  test("rotating addresses inside one IPv6 /64 share one bucket", async ({ request }) => {
    // One /64 (the first four groups), a new interface identifier on every call.
    const network = uniqueIp().split(":").slice(0, 4).join(":");
    const rotating = () =>
      `${network}:${Array.from({ length: 4 }, () => Math.floor(Math.random() * 0xffff).toString(16)).join(":")}`;
    const statuses = await statusesUntilLimit(10, 600, () =>
      postJson(
        request,
        "/api/subscribe",
        { email: uniqueAddress("rotating"), source: "newsletter" },
        { "x-forwarded-for": forged(rotating()) },
      ),
    );
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  test("the form functions refuse direct calls with the public key", async ({ request }) => {
    for (const [fn, data] of [
      ["email_in_use", { email: uniqueAddress("oracle") }],
      ["subscribe", { email: uniqueAddress("direct"), source: "newsletter" }],
      [
        "submit_contact_message",
        { name: "Asha", email: "x@y.z,", subject: "Hi", message: "Skipping the site." },
      ],
    ] as const) {
      const response = await postJson(request, `/supabase/rest/v1/rpc/${fn}`, data, {
        ...gatewayKey,
        "x-forwarded-for": uniqueIp(),
      });
      expect(response.status(), fn).toBe(401);
      expect((await response.json()).code, fn).toBe("42501");
    }
  });

  test("the gateway refuses a 450-term pattern filter before the database sees it", async ({
    request,
  }) => {
    const patterns = Array.from({ length: 450 }, (_, i) => `^(a|b)*c${i}$`).join(",");
    const response = await request.get(
      `/supabase/rest/v1/ai_news?select=id&title=imatch(any).{${encodeURIComponent(patterns)}}`,
      { headers: gatewayKey, failOnStatusCode: false },
    );
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "PGRST100",
      message: "Too many filter terms",
    });
  });

  test("a first entry of 300 characters never yields a constraint error", async ({ request }) => {
    const longFirst = `${"1".repeat(300)}, ${uniqueIp()}`;
    const calls: [string, unknown, Record<string, string>, number][] = [
      [
        "/api/contact",
        { name: "Asha", email: uniqueAddress("long"), subject: "Hi", message: "Hello there." },
        {},
        201,
      ],
      ["/api/subscribe", { email: uniqueAddress("long"), source: "pricing" }, {}, 201],
    ];
    for (const [path, data, headers, expected] of calls) {
      await test.step(path, async () => {
        const response = await postJson(request, path, data, {
          ...headers,
          "x-forwarded-for": longFirst,
        });
        const text = await response.text();
        expect(response.status(), text).toBe(expected);
        expect(text).not.toMatch(/constraint|check/i);
      });
    }
  });
});

test("gateway sign-ups answer 429 after 30 from one proxy-seen address @desktop", async ({
  request,
}) => {
  // The app process whose backend keeps the default Auth throttles (30 per address per 5 min).
  const base = `http://127.0.0.1:${Number(process.env.E2E_PORT_NEWS_EMPTY ?? port + 3)}`;
  const trusted = uniqueIp();
  const signUp = () => {
    const user = uniqueCredentials("throttled");
    return postJson(
      request,
      `${base}/supabase/auth/v1/signup`,
      { email: user.email, password: user.password, data: { full_name: user.name } },
      { ...gatewayKey, "x-forwarded-for": forged(trusted) },
    );
  };
  // The bucket refills one token per 10 s while the sign-ups run, so allow a few extra.
  const statuses: number[] = [];
  let limited: APIResponse | undefined;
  while (statuses.length < 45 && !limited) {
    const response = await signUp();
    statuses.push(response.status());
    if (response.status() === 429) limited = response;
  }
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(30);
  expect(statuses.at(-1)).toBe(429);
  expect(await limited?.json()).toMatchObject({ code: "over_request_rate_limit" });
});

/** GETs `path` from the site exactly as written: no client library normalizes it first. */
function getRaw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("the backend's local mailbox is not found through the /supabase gateway @desktop", async ({
  request,
}) => {
  const { email } = await createAccount(request, uniqueCredentials("mailbox"));
  const reset = await postJson(
    request,
    "/supabase/auth/v1/recover",
    { email },
    { ...gatewayKey, "x-forwarded-for": uniqueIp() },
  );
  expect(reset.status()).toBe(200);
  // Read directly on loopback, the mailbox holds the reset...
  expect(await mailTo(email)).toHaveLength(1);
  // ...which no spelling of its path through the site reveals.
  const spellings = [
    "/supabase/_mailbox/api/messages",
    "/supabase/_mailbox",
    "/supabase/%5Fmailbox/api/messages",
    "/supabase/%5fmailbox/api%2Fmessages",
    "/supabase//_mailbox/api/messages",
    "/supabase/_mailbox./api/messages",
    "/supabase/_mailbox/api/messages/",
    "/supabase/auth/v1/../../_mailbox/api/messages",
    "/supabase/auth/v1/%2E%2E/%2E%2E/_mailbox/api/messages",
    "/supabase/auth/v1/..%2F..%2F_mailbox/api/messages",
    "/supabase/rest/v1/%2e%2e%2f%2e%2e%2f_mailbox/api/messages",
    "/supabase/auth%2Fv1%2F..%2F..%2F_mailbox/api/messages",
    "/supabase/auth/v1/%5C..%5C..%5C_mailbox/api/messages",
  ];
  for (const path of spellings) {
    const fromClient: Record<string, string>[] = [{ "x-forwarded-for": uniqueIp() }, {}];
    for (const forwarded of fromClient) {
      const answer = await getRaw(path, { ...gatewayKey, ...forwarded });
      expect({ path, status: answer.status }).not.toEqual({ path, status: 200 });
      expect(answer.body).not.toContain(email);
    }
  }
});

/** The pid of the site server listening on the e2e port. */
function serverPid(): number {
  const listing = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`no process found listening on ${port}: ${listing}`);
  return Number(pid);
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kib) * 1024;
}

const MIB = 1024 * 1024;

/**
 * POSTs `total` bytes to the gateway, declared up front or streamed in chunks, and resolves with
 * the answer as soon as it arrives, and whether the whole body had been sent by then. Writing
 * stops once answered; with `endBody` false the request is never finished.
 *
 * Each body goes on a connection of its own that asks to be kept alive, as a browser's does. The
 * server stops reading a refused body, so a connection that carried one is not reused: a pooled
 * socket can be reset under the next request. Asking for `Connection: close` instead makes the
 * server close while the client is still writing, which can lose the answer to EPIPE.
 */
function postLarge(
  total: number,
  declared: boolean,
  endBody = true,
): Promise<{ status: number; sentAll: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const timer = setTimeout(() => {
      agent.destroy();
      reject(new Error(`no answer after sending ${sent} of ${total} bytes`));
    }, 20_000);
    const req = httpRequest(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/supabase/rest/v1/rpc/subscription_by_token",
        headers: {
          ...gatewayKey,
          "content-type": "application/json",
          "x-forwarded-for": uniqueIp(),
          ...(declared ? { "content-length": String(total) } : {}),
        },
      },
      (res) => {
        answered = true;
        const sentAll = sent >= total;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, sentAll, body });
          agent.destroy();
        });
      },
    );
    req.on("error", (error) => {
      clearTimeout(timer);
      agent.destroy();
      reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const writeMore = () => {
      while (sent < total && !answered && !req.destroyed) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once("drain", writeMore);
      }
      if (endBody && !answered && !req.destroyed) req.end();
    };
    writeMore();
  });
}

test.describe("the /supabase gateway's body limit @desktop", () => {
  test("answers 413 to 8 MiB bodies, declared or streamed, without growing the process", async () => {
    const pid = serverPid();
    // Warm up first, both the pass-through and the refusal path (their code and the buffers a
    // first refusal allocates once), so only what each large body costs is measured.
    for (let i = 0; i < 5; i++) await postLarge(64 * 1024, true);
    for (const declared of [true, false]) await postLarge(8 * MIB, declared);
    // The server also answers the other specs' requests meanwhile, which can only add to its
    // RSS; the least growth of three measurements is what the bodies themselves cost. A gateway
    // that buffered the bodies would hold each 8 MiB one in memory before refusing it.
    const growths: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = rssBytes(pid);
      let peak = before;
      for (let round = 0; round < 3; round++) {
        for (const declared of [true, false]) {
          const { status, body } = await postLarge(8 * MIB, declared);
          expect(status).toBe(413);
          expect(JSON.parse(body)).toMatchObject({ code: "PGRST413" });
          peak = Math.max(peak, rssBytes(pid));
        }
      }
      growths.push(peak - before);
    }
    console.log(
      `gateway 413: RSS growth ${growths.map((g) => (g / MIB).toFixed(1)).join(", ")} MiB`,
    );
    expect(Math.min(...growths)).toBeLessThan(16 * MIB);
  });

  test("answers a streamed body over the limit before the client has sent it all", async () => {
    const { status, sentAll } = await postLarge(8 * MIB, false, false);
    expect(status).toBe(413);
    expect(sentAll).toBe(false);
  });

  test("still passes small bodies on", async ({ request }) => {
    const response = await postJson(
      request,
      "/supabase/rest/v1/rpc/subscription_by_token",
      { token: "f".repeat(64) },
      { ...gatewayKey, "x-forwarded-for": uniqueIp() },
    );
    // The backend read the body and answered it: the function is the server's alone.
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ code: "42501" });
  });
});

test("a page's form post over 64 KB is refused before its action runs @desktop", async ({
  request,
}) => {
  // The contact form posts to its server action where no script runs: React writes the action's
  // reference into hidden fields of the form, which a browser sends with the typed ones.
  const html = await (await request.get("/contact")).text();
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const actionFields = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)].map(
      ([, name, value = ""]) => [name, value.replaceAll("&quot;", '"').replaceAll("&amp;", "&")],
    ),
  );
  expect(Object.keys(actionFields).length).toBeGreaterThan(0);
  const post = (message: string, email: string) =>
    request.post("/contact", {
      multipart: { ...actionFields, name: "Big Poster", email, subject: "Padding", message },
      headers: { origin: `http://127.0.0.1:${port}`, "x-forwarded-for": uniqueIp() },
    });

  const oversized = uniqueAddress("oversized-post");
  expect((await post("x".repeat(96 * 1024), oversized)).status()).toBe(413);
  expect(await rows("contact_messages", `email=eq.${oversized}`)).toHaveLength(0);

  // The same post at the form's own size is taken, so the refusal is the size's alone.
  const fitting = uniqueAddress("fitting-post");
  expect((await post("A message of a usual length.", fitting)).status()).toBe(200);
  expect(await rows("contact_messages", `email=eq.${fitting}`)).toHaveLength(1);
});

test.describe("session cookies @desktop", () => {
  /** A session cookie whose access token counts as expired, so the proxy refreshes it. */
  async function staleSessionCookie(request: APIRequestContext): Promise<string> {
    const user = uniqueCredentials("secure");
    const response = await postJson(
      request,
      "/supabase/auth/v1/signup",
      { email: user.email, password: user.password, data: { full_name: user.name } },
      { ...gatewayKey, "x-forwarded-for": uniqueIp() },
    );
    expect(response.status()).toBe(200);
    const session = { ...(await response.json()), expires_at: 1 };
    const value = `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
    const chunks = value.match(/.{1,3000}/g) ?? [];
    return chunks.map((chunk, i) => `${AUTH_STORAGE_KEY}.${i}=${chunk}`).join("; ");
  }

  async function sessionCookies(request: APIRequestContext, proto: "http" | "https") {
    const response = await request.get("/login", {
      headers: { cookie: await staleSessionCookie(request), "x-forwarded-proto": proto },
      maxRedirects: 0,
    });
    return response
      .headersArray()
      .filter(({ name, value }) => name === "set-cookie" && value.startsWith(AUTH_STORAGE_KEY))
      .map(({ value }) => value);
  }

  test("carry Secure when the site is reached over https", async ({ request }) => {
    const cookies = await sessionCookies(request, "https");
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  test("do not carry Secure over plain http (local development)", async ({ request }) => {
    const cookies = await sessionCookies(request, "http");
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
