import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import { privacyNotice } from "@/content/legal";
import { jsonPost, network, rotating } from "@/test/support/addresses";
import { pointSiteAt } from "@/test/support/site-backend";

// Next's marker package throws outside the React server runtime; the route code runs in Node here.
vi.mock("server-only", () => ({}));

const backend = testBackendForFile();

const callback = (fields: Record<string, string>, forwardedFor = rotating(network())) =>
  jsonPost("/api/callback", forwardedFor, {
    phone: "+91 98765 43210",
    timeWindow: "evening",
    topic: "career",
    page: "/ai-assessment/result",
    ...fields,
  });

type Row = { phone: string; time_window: string; notice_version: string; page: string };

const rowsNamed = (name: string) =>
  backend().standIn.query<Row>(
    "select phone, time_window, notice_version, page from public.callback_requests where name = $1",
    [name],
  );

describe("POST /api/callback", { timeout: 60_000 }, () => {
  const saved = { ...process.env };
  beforeAll(() => {
    pointSiteAt(backend().standIn);
  });
  afterAll(() => {
    process.env = saved;
  });

  it("stores a valid request with its number in E.164 and the consent it was given under", async () => {
    const { POST } = await import("@/app/api/callback/route");
    const name = `Ravi ${randomUUID().slice(0, 8)}`;
    const response = await POST(callback({ name, phone: "098765 43210" }));
    expect(response.status).toBe(201);
    expect(await rowsNamed(name)).toEqual([
      {
        phone: "+919876543210",
        time_window: "evening",
        notice_version: privacyNotice.version,
        page: "/ai-assessment/result",
      },
    ]);
  });

  it("refuses an invalid number and an empty name with their messages, storing nothing", async () => {
    const { POST } = await import("@/app/api/callback/route");
    const name = `Meera ${randomUUID().slice(0, 8)}`;
    for (const phone of ["12345", "+1 415 555 0100", "+91 22 2345 6789"]) {
      const refused = await POST(callback({ name, phone }));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: {
          code: "invalid_input",
          fields: { phone: ["Please enter a valid Indian mobile number."] },
        },
      });
    }
    const nameless = await POST(callback({ name: "   " }));
    expect(await nameless.json()).toMatchObject({
      error: { fields: { name: ["Please enter your name."] } },
    });
    const unchosen = await POST(callback({ name, timeWindow: "midnight" }));
    expect(await unchosen.json()).toMatchObject({
      error: { fields: { timeWindow: ["Please choose when we should call."] } },
    });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it("refuses in Hindi for a form on a Hindi page", async () => {
    const { POST } = await import("@/app/api/callback/route");
    const name = `Kavya ${randomUUID().slice(0, 8)}`;
    const refused = await POST(callback({ name, phone: "12345", timeWindow: "", locale: "hi" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "invalid_input",
        message: "कृपया हाइलाइट किए गए फ़ील्ड जाँचें।",
        fields: {
          phone: ["कृपया सही भारतीय मोबाइल नंबर लिखें।"],
          timeWindow: ["कृपया चुनें कि हम कब कॉल करें।"],
        },
      },
    });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it("tells a bot that filled the honeypot it worked, and stores nothing", async () => {
    const { POST } = await import("@/app/api/callback/route");
    const name = `Bot ${randomUUID().slice(0, 8)}`;
    const response = await POST(callback({ name, company: "Acme" }));
    expect(response.status).toBe(201);
    expect(await rowsNamed(name)).toEqual([]);
  });

  it("holds a /64 to three requests in ten minutes, however its addresses rotate", async () => {
    const { POST } = await import("@/app/api/callback/route");
    const prefix = network();
    const name = `Asha ${randomUUID().slice(0, 8)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await POST(callback({ name }, rotating(prefix)))).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await rowsNamed(name)).toHaveLength(3);
    // Another network is not held back by it.
    expect((await POST(callback({ name }))).status).toBe(201);
  });
});
