import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { client, expectAnswer, startTestBackend, uniqueEmail } from "../support/backend";
import type { TestBackend } from "../support/backend";
import { providerRoundTrip, startTestOidcProvider } from "../support/oidc-provider";
import type { TestOidcProvider } from "../support/oidc-provider";

const SITE = "http://localhost:3000";
const CALLBACK = `${SITE}/auth/callback`;
const SIGN_INS_PER_NETWORK = 30;

let provider: TestOidcProvider;
let backend: TestBackend;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: () => [`${backend.standIn.url}/auth/v1/callback`],
  });
  backend = await startTestBackend({
    siteUrl: SITE,
    authRateLimits: { signInSignUps: SIGN_INS_PER_NETWORK },
    externalGoogle: {
      enabled: true,
      url: provider.issuer,
      clientId: provider.clientId,
      secret: provider.clientSecret,
    },
  });
}, 90_000);

afterAll(async () => {
  await backend?.standIn.close();
  await provider?.close();
});

/** A /64 nobody else in the file uses, as its first four groups. */
const network = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
/** A new address in `prefix` on every call, as a client rotating inside its /64 would use. */
const rotating = (prefix: string) =>
  `${prefix}:${Array.from({ length: 4 }, () => randomUUID().slice(0, 4)).join(":")}`;

/** `GET /authorize` as supabase-js sends it in the PKCE flow, from `address`. */
function authorize(address: string): Promise<Response> {
  const query = new URLSearchParams({
    provider: "google",
    redirect_to: CALLBACK,
    code_challenge: randomUUID().replaceAll("-", "").repeat(2),
    code_challenge_method: "s256",
  });
  return fetch(`${backend.standIn.url}/auth/v1/authorize?${query}`, {
    redirect: "manual",
    headers: { "X-Forwarded-For": address },
  });
}

async function oauthFlows(): Promise<number> {
  const rows = await backend.standIn.query<{ n: number }>(
    "select count(*)::int as n from auth.flow_state where authentication_method = 'oauth'",
  );
  return rows[0]!.n;
}

describe("GET /authorize under a flood from rotating networks", () => {
  it("stores nothing for started sign-ins: 200 from 40 networks leave no flow rows", async () => {
    const before = await oauthFlows();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const prefix = network();
      for (let j = 0; j < 5; j++) statuses.push((await authorize(rotating(prefix))).status);
    }
    expect(statuses).toEqual(Array<number>(200).fill(302));
    expect(await oauthFlows()).toBe(before);
  });

  it("throttles one /64 as GoTrue's sign-in limit does, and no other network", async () => {
    const prefix = network();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < SIGN_INS_PER_NETWORK + 5; i++) {
      const response = await authorize(rotating(prefix));
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses).toEqual([
      ...Array<number>(SIGN_INS_PER_NETWORK).fill(302),
      ...Array<number>(5).fill(429),
    ]);
    await expectAnswer(refused!, 429, {
      code: "over_request_rate_limit",
      msg: "Request rate limit reached",
    });
    expect((await authorize(rotating(network()))).status).toBe(302);
  });

  it("writes the flow once the provider vouches, once per state", async () => {
    const email = uniqueEmail("google-flow");
    const start = async () => {
      const auth = client(backend.standIn.url, backend.standIn.anonKey, {}, "pkce");
      const { data } = await auth.auth.signInWithOAuth({
        provider: "google",
        options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
      });
      return { auth, url: data.url! };
    };
    const first = await start();
    let firstState = "";
    const landing = await providerRoundTrip(
      first.url,
      { email },
      {
        tamper: (callback) => {
          firstState = callback.searchParams.get("state")!;
          return callback;
        },
      },
    );
    const code = landing.searchParams.get("code");
    expect(code).toBeTruthy();
    expect(await oauthFlows()).toBeGreaterThan(0);
    const { data, error } = await first.auth.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);

    // A second provider answer sent back with the first state finds its flow already made.
    const second = await start();
    const replay = await providerRoundTrip(
      second.url,
      { email },
      {
        tamper: (callback) => {
          const replayed = new URL(callback);
          replayed.searchParams.set("state", firstState);
          return replayed;
        },
      },
    );
    expect(replay.searchParams.get("code")).toBeNull();
    expect(replay.searchParams.get("error_code")).toBe("flow_state_not_found");
  });

  it("cleans redirect sign-ins past their code's life, a backlog of them in one run", async () => {
    await backend.standIn.query(
      `insert into auth.flow_state
         (code_challenge, code_challenge_method, authentication_method, provider_type, created_at)
       select 'challenge-' || n, 's256', 'oauth', 'google', now() - interval '11 minutes'
       from generate_series(1, 12000) n`,
    );
    await backend.standIn.query(
      `insert into auth.flow_state
         (code_challenge, code_challenge_method, authentication_method, provider_type, created_at)
       values ('fresh-oauth', 's256', 'oauth', 'google', now()),
              ('mailed-link', 's256', 'magiclink', '', now() - interval '1 hour')`,
    );
    const report = await backend.standIn.cleanup();
    expect(report.flowStates).toBeGreaterThanOrEqual(12000);
    const left = await backend.standIn.query<{ code_challenge: string }>(
      `select code_challenge from auth.flow_state
       where code_challenge in ('fresh-oauth', 'mailed-link') or code_challenge like 'challenge-%'
       order by code_challenge`,
    );
    expect(left.map((row) => row.code_challenge)).toEqual(["fresh-oauth", "mailed-link"]);
  });
});
