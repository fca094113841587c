import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local siteverify endpoint standing in for Turnstile or hCaptcha in tests
 * (`@gurukul/embedded-supabase/captcha-verifier`): `POST /siteverify` answers as the providers do,
 * a success only for the right secret and a token it issued and has not seen before
 * (`timeout-or-duplicate` after that). Stricter than they are, it refuses a call without
 * `remoteip`, so a backend that forgets to send the client's address fails its tests. Tokens come
 * from `issueToken()` or, for a browser test, `POST /tokens` (`{"token": "…"}`). `/unavailable`
 * answers as a provider behind a failing proxy would: 503 with an HTML page.
 */

export interface SiteverifyCall {
  secret: string;
  response: string;
  remoteip: string;
}

export interface TestCaptchaVerifier {
  /** The `/siteverify` URL, for `EMBEDDED_CAPTCHA_VERIFY_URL`. */
  verifyUrl: string;
  /** A URL that answers every call with an HTML error page, not JSON. */
  unavailableUrl: string;
  secret: string;
  /** Every siteverify call, in order. */
  calls: SiteverifyCall[];
  /** A new token, good for one verification. */
  issueToken(): string;
  close(): Promise<void>;
}

export interface TestCaptchaVerifierOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  secret?: string;
}

type Answer = { success: boolean; "error-codes": string[]; hostname?: string };

function refused(...codes: string[]): Answer {
  return { success: false, "error-codes": codes };
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startTestCaptchaVerifier(
  options: TestCaptchaVerifierOptions = {},
): Promise<TestCaptchaVerifier> {
  const secret = options.secret ?? "test-captcha-secret";
  const issued = new Set<string>();
  const spent = new Set<string>();
  const calls: SiteverifyCall[] = [];
  const issueToken = () => {
    const token = `test-token-${randomUUID()}`;
    issued.add(token);
    return token;
  };

  function verify(call: SiteverifyCall): Answer {
    if (call.secret === "") return refused("missing-input-secret");
    if (call.secret !== secret) return refused("invalid-input-secret");
    if (call.response === "") return refused("missing-input-response");
    if (call.remoteip === "") return refused("missing-remoteip");
    if (spent.has(call.response)) return refused("timeout-or-duplicate");
    if (!issued.has(call.response)) return refused("invalid-input-response");
    issued.delete(call.response);
    spent.add(call.response);
    return { success: true, "error-codes": [], hostname: "localhost" };
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://verifier").pathname;
    if (req.method === "POST" && path === "/tokens") return send(res, 200, { token: issueToken() });
    if (path === "/unavailable") {
      res.writeHead(503, { "Content-Type": "text/html" });
      return void res.end("<html><body>503 Service Temporarily Unavailable</body></html>");
    }
    if (req.method !== "POST" || path !== "/siteverify") {
      return send(res, 405, refused("bad-request"));
    }
    if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
      return send(res, 400, refused("bad-request"));
    }
    void formOf(req).then((form) => {
      const call = {
        secret: form.get("secret") ?? "",
        response: form.get("response") ?? "",
        remoteip: form.get("remoteip") ?? "",
      };
      calls.push(call);
      send(res, 200, verify(call));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    verifyUrl: `http://127.0.0.1:${port}/siteverify`,
    unavailableUrl: `http://127.0.0.1:${port}/unavailable`,
    secret,
    calls,
    issueToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
