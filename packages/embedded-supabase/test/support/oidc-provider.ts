import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google in tests: its own sign-in
 * and consent pages (a login of any e-mail address, any password), Cancel on both, ID tokens
 * signed with its own published keys. Who signs in is decided by the e-mail typed at its login;
 * `addAccount` (or `POST /test/accounts` with the same JSON) sets that address's name and whether
 * the provider calls it verified. Addresses never added are verified.
 */

export interface TestAccount {
  email: string;
  emailVerified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /**
   * The callback URLs the client may use (the backend's `/auth/v1/callback`); read at the first
   * request, so a backend started after the provider can name its own.
   */
  redirectUris: string[] | (() => string[]);
}

/** The provider's stable subject of an address: one account per e-mail. */
export function testSubject(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24);
}

export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? "gurukul-test-client";
  const clientSecret = options.clientSecret ?? "gurukul-test-secret";
  const accounts = new Map<string, Required<TestAccount>>();
  const addAccount = (account: TestAccount) => {
    const email = account.email.trim().toLowerCase();
    accounts.set(email, {
      email,
      emailVerified: account.emailVerified ?? true,
      name: account.name ?? "",
      picture: account.picture ?? "",
    });
  };

  let handle: ReturnType<Provider["callback"]> | null = null;
  const server = createServer((req, res) => {
    handle ??= createProvider();
    return handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const redirectUris = () =>
    typeof options.redirectUris === "function" ? options.redirectUris() : options.redirectUris;

  const createProvider = () => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris(),
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["name", "picture"],
      },
      // Google puts the profile in the ID token; so does this provider.
      conformIdTokenClaims: false,
      cookies: { keys: ["test-provider-cookie-key"] },
      pkce: { required: () => false },
      ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
      async findAccount(_ctx, id) {
        const email = id.trim().toLowerCase();
        const account = accounts.get(email) ?? {
          email,
          emailVerified: true,
          name: "",
          picture: "",
        };
        return {
          accountId: id,
          claims: () => ({
            sub: testSubject(email),
            email: account.email,
            email_verified: account.emailVerified,
            ...(account.name ? { name: account.name } : {}),
            ...(account.picture ? { picture: account.picture } : {}),
          }),
        };
      },
    });
    provider.use(async (ctx, next) => {
      if (ctx.path !== "/test/accounts" || ctx.method !== "POST") return next();
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      addAccount(JSON.parse(Buffer.concat(chunks).toString("utf8")) as TestAccount);
      ctx.status = 204;
    });
    return provider.callback();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Walks a browser's way through the provider from `/auth/v1/authorize` to the backend's callback
 * and on: signs in as `email` and consents, or cancels. Resolves with where the backend's
 * callback finally sends the browser.
 */
export async function providerRoundTrip(
  authorizeUrl: string,
  choice: { email: string } | "cancel",
  { tamper }: { tamper?: (callback: URL) => URL } = {},
): Promise<URL> {
  const cookies = new Map<string, string>();
  const first = await fetch(authorizeUrl, { redirect: "manual" });
  if (first.status !== 302) {
    throw new Error(`authorize answered ${first.status}: ${await first.text()}`);
  }
  let location = new URL(first.headers.get("location")!);
  const providerOrigin = location.origin;
  let request: { url: URL; init?: RequestInit } = { url: location };
  for (let step = 0; step < 12; step++) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(request.url, {
      ...request.init,
      redirect: "manual",
      headers: { ...(request.init?.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (response.status >= 300 && response.status < 400) {
      location = new URL(response.headers.get("location")!, request.url);
      if (location.origin === providerOrigin) {
        request = { url: location };
        continue;
      }
      // Leaving the provider: this is the backend's callback.
      const callback = await fetch(tamper ? tamper(location) : location, { redirect: "manual" });
      return new URL(callback.headers.get("location")!);
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}`);
    if (choice === "cancel") {
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      if (!abort) throw new Error("the provider's page has no Cancel link");
      request = { url: new URL(abort, request.url) };
      continue;
    }
    const action = new URL(/action="([^"]+)"/.exec(page)![1]!, request.url);
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)![1]!;
    const form: Record<string, string> =
      prompt === "login" ? { prompt, login: choice.email, password: "any password" } : { prompt };
    request = {
      url: action,
      init: {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
      },
    };
  }
  throw new Error("the provider round trip did not end");
}
