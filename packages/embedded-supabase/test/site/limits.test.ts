import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { countSelectItems } from "../../src/rest/limits";
import { expectAnswer, startTestBackend } from "../support/backend";
import type { TestBackend } from "../support/backend";

let backend: TestBackend;
const RESPONSE_CAP = 256 * 1024;

beforeAll(async () => {
  backend = await startTestBackend({
    restLimits: { maxResponseBytes: RESPONSE_CAP },
  });
  // As many rows as max_rows lets out, each with a title of close to the 500 characters allowed.
  await backend.standIn.exec(`
    insert into public.ai_news (title, source, link)
    select repeat('headline ', 52) || i, 'Feed', 'https://news.example.com/' || i
    from generate_series(1, 1000) as i;
    create function public.statement_timeout() returns text
      language sql stable as $$ select current_setting('statement_timeout') $$;
    grant execute on function public.statement_timeout() to anon, authenticated;
  `);
}, 120_000);

afterAll(async () => {
  await backend?.standIn.close();
});

function get(path: string) {
  return fetch(`${backend.standIn.url}/rest/v1/${path}`, {
    headers: { apikey: backend.standIn.anonKey },
  });
}

async function timed(path: string) {
  const started = performance.now();
  const response = await get(path);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

describe("countSelectItems", () => {
  it("counts columns, embedded resources and their columns, but not quoted commas", () => {
    expect(countSelectItems("*")).toBe(1);
    expect(countSelectItems("id,title")).toBe(2);
    expect(countSelectItems("id,author(name,email)")).toBe(4);
    expect(countSelectItems('id,"a,b"')).toBe(2);
  });
});

describe("rest: bounded work per request", () => {
  it("runs each API request under the role's statement timeout, as hosted Supabase does", async () => {
    const anon = await backend.anon().rpc("statement_timeout");
    expect(anon).toMatchObject({ data: "3s", error: null });
    const { client } = await backend.signedIn();
    const signedIn = await client.rpc("statement_timeout");
    expect(signedIn).toMatchObject({ data: "8s", error: null });
  });

  for (const copies of [100, 1600]) {
    it(`refuses select=title ×${copies} within a second while a small request is still served`, async () => {
      const select = Array.from({ length: copies }, () => "title").join(",");
      const [attack, small] = await Promise.all([
        timed(`ai_news?select=${select}`),
        // Sent a moment later, so it queues behind the attack if the attack reaches the database.
        new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          timed("ai_news?select=id,title&limit=1"),
        ),
      ]);
      expect(attack.status).toBe(400);
      expect(JSON.parse(attack.body)).toEqual({
        code: "PGRST100",
        message: "Too many items in the select parameter",
        details: `The select parameter has ${copies} items; at most 16 are allowed.`,
        hint: "Select each column once.",
      });
      expect(attack.ms).toBeLessThan(1000);
      expect(small.status).toBe(200);
      expect(JSON.parse(small.body)).toHaveLength(1);
      expect(small.ms).toBeLessThan(1000);
    });
  }

  it("answers 414 to a URL over 16 KiB, before looking at the request", async () => {
    const links = Array.from(
      { length: 120 },
      (_, i) => `https://news.example.com/${"x".repeat(130)}${i}`,
    );
    const response = await get(
      `ai_news?select=id&link=in.(${links.map(encodeURIComponent).join(",")})`,
    );
    await expectAnswer(response, 414, { code: "PGRST414", message: "URI too long" });
  });

  it("refuses a response over the byte cap and serves the same query within it", async () => {
    const over = await get("ai_news?select=id,title,source,link,published,fetched_at,is_demo");
    await expectAnswer(over, 400, { code: "PGRST100", message: "Response too large" });
    const within = await backend.anon().from("ai_news").select("id,title").limit(100);
    expect(within.error).toBeNull();
    expect(within.data).toHaveLength(100);
  });
});

describe("bounded filters", () => {
  const terms = (n: number, make: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => make(i)).join(",");

  it("refuses 450 imatch terms before any SQL runs, and a handful still works", async () => {
    const attack = await get(
      `ai_news?select=id&title=imatch(any).{${terms(450, (i) => `^(a|b)*c${i}$`)}}`,
    );
    await expectAnswer(attack, 400, {
      code: "PGRST100",
      message: "Too many filter terms",
      details: "The request has 450 filter terms; at most 64 are allowed.",
    });
    const few = await get(`ai_news?select=id&title=imatch(any).{${terms(3, (i) => `x${i}y`)}}`);
    expect(few.status).toBe(200);
  });

  it("bounds an anonymous request's patterns, and leaves the secret key's server jobs alone", async () => {
    const nine = `ai_news?select=id&or=(${terms(9, (i) => `title.ilike.*w${i}*`)})`;
    const anon = await get(nine);
    await expectAnswer(anon, 400, {
      message: "Too many pattern filters",
      details: "The request has 9 patterns; at most 8 are allowed without signing in.",
    });
    const service = await fetch(`${backend.standIn.url}/rest/v1/${nine}`, {
      headers: {
        apikey: backend.standIn.serviceRoleKey,
        authorization: `Bearer ${backend.standIn.serviceRoleKey}`,
      },
    });
    expect(service.status).toBe(200);
  });

  it("refuses logic trees nested deeper than 4 groups", async () => {
    const deep = "or=(id.eq.1,and(id.eq.2,or(id.eq.3,and(id.eq.4,or(id.eq.5,id.eq.6)))))";
    const response = await get(`ai_news?select=id&${deep}`);
    await expectAnswer(response, 400, { message: "Logic tree nested too deeply" });
    const shallow = await get("ai_news?select=id&or=(id.eq.1,and(id.eq.2,id.eq.3))");
    expect(shallow.status).toBe(200);
  });
});
