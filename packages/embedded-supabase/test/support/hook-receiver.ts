import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** How the receiver answers the next calls. */
export type HookBehaviour = "ok" | "status-500" | "silent" | "text" | "refuse";

/** What GoTrue's Send SMS and Send Email hooks post. */
export interface HookPayload {
  metadata: { name: string; uuid: string };
  user: Record<string, unknown>;
  sms?: { otp: string; phone: string; sms_type?: string };
  email_data?: {
    token: string;
    token_hash: string;
    redirect_to: string;
    email_action_type: string;
    site_url: string;
    token_new: string;
    token_hash_new: string;
  };
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  /** The raw body, as the signature covers it. */
  body: string;
  json: HookPayload;
}

/**
 * A local HTTP endpoint in the site's hook route's place: it records every call and answers as
 * told, so the tests see what the backend posts and how it takes each kind of failure.
 */
export async function startHookReceiver() {
  const calls: ReceivedHook[] = [];
  let behaviour: HookBehaviour = "ok";
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      calls.push({ headers: req.headers, body, json: JSON.parse(body) });
      if (behaviour === "silent") return; // never answers: the backend's timeout decides
      if (behaviour === "status-500") return void res.writeHead(500).end();
      if (behaviour === "text") {
        return void res.writeHead(200, { "content-type": "text/plain" }).end("sent");
      }
      const answer =
        behaviour === "refuse" ? { error: { http_code: 400, message: "Gateway refused" } } : {};
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/hooks/send-sms`,
    calls,
    answer(next: HookBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
