import { describe, expect, it } from "vitest";

import { expectAnswer, testBackendForFile } from "../support/backend";

const backend = testBackendForFile(undefined, 120_000);

let network = 0;
/** A client of its own IPv6 /64 per request, as an attacker rotating networks would be. */
const nextNetwork = () => `2001:db8:66:${(++network).toString(16)}::1`;

function get(path: string, token?: string) {
  const { url, anonKey } = backend().standIn;
  return fetch(`${url}/rest/v1/${path}`, {
    headers: {
      apikey: anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "X-Forwarded-For": nextNetwork(),
    },
  });
}

/** The site's health check: one read of a public table with the secret key. */
async function healthy(): Promise<boolean> {
  const { url, serviceRoleKey } = backend().standIn;
  const response = await fetch(`${url}/rest/v1/ai_news?select=id&limit=1`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    signal: AbortSignal.timeout(3000),
  }).catch(() => null);
  return response?.status === 200;
}

const list = (n: number, make: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => make(i)).join(",");

async function memberToken(): Promise<string> {
  const { client } = await backend().signedIn();
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

describe("rest: bounded pattern work", { timeout: 60_000 }, () => {
  it("refuses the two stalling patterns in turn while health and a sign-in still answer", async () => {
    const member = await backend().signedIn();
    let polling = true;
    const polls: boolean[] = [];
    const poller = (async () => {
      while (polling && polls.length < 200) {
        polls.push(await healthy());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const first = await get("ai_news?select=id&id=eq.1&title=imatch.(t{1,255}){1,255}x");
    await expectAnswer(first, 400, {
      code: "2201B",
      message: "invalid regular expression: repetition count too large",
      details: "A bound counts to 255; at most 32 are allowed.",
    });
    const second = await get("ai_news?select=id&id=eq.1&title=imatch.((t{1,100}){1,100}){1,100}x");
    await expectAnswer(second, 400, { code: "2201B" });
    polling = false;
    await poller;

    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every(Boolean)).toBe(true);
    expect(await healthy()).toBe(true);
    const signIn = await backend()
      .anon({ "X-Forwarded-For": nextNetwork() })
      .auth.signInWithPassword({ email: member.email, password: member.password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session).not.toBeNull();
  });

  it("refuses nested repetition, back-references and lookarounds in lists, negations and logic trees", async () => {
    const refused = [
      ["title", `imatch(any).{x,"(a+)+b"}`],
      ["title", "not.match.(\\w+)\\1"],
      ["or", '(id.eq.1,title.imatch."(?=a)b")'],
      ["title", 'match(all).{a,"(.*){1,32}x"}'],
    ];
    for (const [key, value] of refused) {
      const query = `${key}=${encodeURIComponent(value!)}`;
      const response = await get(`ai_news?select=id&${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ code: "2201B" });
    }
    const fine = await get(
      `ai_news?select=id&title=${encodeURIComponent('imatch(any).{"^(a|b)*c$","t{1,32}x"}')}`,
    );
    expect(fine.status).toBe(200);
  });

  it("caps a member's patterns at 16 and an anonymous caller's at 8", async () => {
    const token = await memberToken();
    const sixtyFour = `ai_news?select=id&title=imatch(any).{${list(64, (i) => `x${i}y`)}}`;
    await expectAnswer(await get(sixtyFour, token), 400, {
      code: "PGRST100",
      message: "Too many pattern filters",
      details: "The request has 64 patterns; at most 16 are allowed per request.",
    });
    const sixteen = `ai_news?select=id&title=imatch(any).{${list(16, (i) => `x${i}y`)}}`;
    expect((await get(sixteen, token)).status).toBe(200);
    await expectAnswer(await get(sixteen), 400, {
      details: "The request has 16 patterns; at most 8 are allowed without signing in.",
    });
  });

  it("caps full-text searches at 2 without signing in and 4 for a member", async () => {
    const searches = (n: number) => `ai_news?select=id&or=(${list(n, (i) => `title.wfts.w${i}`)})`;
    await expectAnswer(await get(searches(64)), 400, {
      code: "PGRST100",
      message: "Too many full-text searches",
      details: "The request has 64 full-text searches; at most 2 are allowed without signing in.",
    });
    expect((await get(searches(2))).status).toBe(200);
    const token = await memberToken();
    expect((await get(searches(4), token)).status).toBe(200);
    await expectAnswer(await get(searches(5), token), 400, {
      details: "The request has 5 full-text searches; at most 4 are allowed per request.",
    });
  });

  it("refuses a pattern or a search text over 256 characters", async () => {
    const long = "a".repeat(257);
    await expectAnswer(await get(`ai_news?select=id&title=ilike.*${long}`), 400, {
      code: "PGRST100",
      message: "Pattern too long",
      details: "A ilike filter has 258 characters; at most 256 are allowed.",
    });
    await expectAnswer(await get(`ai_news?select=id&title=wfts.${long}`), 400, {
      message: "Search text too long",
    });
    expect((await get(`ai_news?select=id&title=ilike.*${"a".repeat(255)}`)).status).toBe(200);
  });

  it("leaves the secret key's pattern count alone, never its regular expressions", async () => {
    const { url, serviceRoleKey } = backend().standIn;
    const asService = (query: string) =>
      fetch(`${url}/rest/v1/ai_news?select=id&${query}`, {
        headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
      });
    expect((await asService(`title=like(any).{${list(20, (i) => `x${i}*`)}}`)).status).toBe(200);
    const nested = await asService("title=imatch.(t{1,255}){1,255}x");
    await expectAnswer(nested, 400, { code: "2201B" });
  });
});
