import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIPv4 } from "node:net";

import { header, readBody, sendJson, sendText } from "../http/http";
import { escapeHtml } from "@gurukul/shared";

/** One e-mail as the local mailbox keeps it. */
export interface MailboxMessage {
  id: string;
  /** `backend` for the auth e-mails, `site` for what the site hands in. */
  source: "backend" | "site";
  from: string;
  to: string;
  /** Where a reply goes, when the sender says (the site's contact notices); else "". */
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** The link the e-mail's button carries. */
  link: string;
  /** The 6-digit code an auth e-mail carries; null for the site's own mail. */
  code: string | null;
  receivedAt: string;
}

/** The newest messages kept; older ones drop off, so a long session never grows without bound. */
const KEEP = 500;

export const MAILBOX_PATH = "/_mailbox";

/** Headers a proxy adds: a request carrying any of them came through one, from somewhere else. */
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "sb-forwarded-for",
  "x-client-address",
  "via",
];

/** Whether `host` (a bind address or a peer's) is this machine's loopback. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  const v4 = bare.startsWith("::ffff:") ? bare.slice("::ffff:".length) : bare;
  return bare === "localhost" || bare === "::1" || (isIPv4(v4) && v4.startsWith("127."));
}

/**
 * Whether the mailbox may answer `req`: every mail's link and code is in it, so only a client on
 * this machine talking to the backend itself, never a proxy (the site's gateway among them)
 * passing on someone else's request.
 */
export function isDirectLoopbackRequest(req: IncomingMessage): boolean {
  return (
    isLoopback(req.socket.remoteAddress ?? "") &&
    FORWARDING_HEADERS.every((name) => req.headers[name] === undefined)
  );
}

/**
 * The mailbox of local work and tests (what the Supabase CLI's mail viewer is to it): every e-mail
 * the backend would send, and what the site hands in, kept in memory. Never on with real mail.
 */
export function createMailbox() {
  const messages: MailboxMessage[] = [];
  return {
    add(message: Omit<MailboxMessage, "id" | "receivedAt">): MailboxMessage {
      const stored = { ...message, id: randomUUID(), receivedAt: new Date().toISOString() };
      messages.unshift(stored);
      messages.length = Math.min(messages.length, KEEP);
      return stored;
    },
    /** Newest first; `to` keeps one recipient's (any case). */
    list(to?: string | null): MailboxMessage[] {
      const address = to?.trim().toLowerCase();
      return address ? messages.filter((m) => m.to.toLowerCase() === address) : [...messages];
    },
    get: (id: string) => messages.find((message) => message.id === id),
    clear() {
      messages.length = 0;
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

// Mail is shown, never run: no script anywhere, the HTML in a sandboxed frame whose links open in
// the top window on a click.
const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-src 'self'; base-uri 'none'; form-action 'none'",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local mailbox</title><link rel="icon" href="data:,">
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1a2b33; background: #f4f7f8; }
header, main { max-width: 960px; margin: 0 auto; padding: 16px 24px; }
h1 { font-size: 20px; margin: 0 0 4px; }
header p { margin: 0; }
a { color: #0d6577; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #e3eaed; vertical-align: top; overflow-wrap: anywhere; }
.scroll { overflow-x: auto; }
iframe { width: 100%; height: 560px; border: 1px solid #e3eaed; background: #fff; }
pre { white-space: pre-wrap; background: #fff; padding: 12px; border: 1px solid #e3eaed; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
dt { font-weight: 600; }
</style></head>
<body><header><h1><a href="${MAILBOX_PATH}">Local mailbox</a></h1><p>Mail of this machine's site and backend; nothing here is sent.</p></header>
<main>${body}</main></body></html>
`;
}

function listPage(messages: MailboxMessage[]): string {
  if (messages.length === 0) return page("Inbox", "<p>No mail yet.</p>");
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString("en-GB"))}</td>
<td>${escapeHtml(m.to)}</td><td><a href="${MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join("\n");
  return page(
    "Inbox",
    `<div class="scroll"><table><caption>${messages.length} e-mails, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>${rows}</tbody></table></div>`,
  );
}

/** Who sent a message that names no sender (no `SMTP_FROM` locally). */
const SENDERS: Record<MailboxMessage["source"], string> = {
  site: "(the site)",
  backend: "(the embedded backend)",
};

function messagePage(m: MailboxMessage): string {
  // Links in the message open in the top window: the frame is sandboxed and cannot run script.
  const framed = m.html.replace(/<head([^>]*)>/i, `<head$1><base target="_top">`);
  return page(
    m.subject,
    `<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>From</dt><dd>${escapeHtml(m.from || SENDERS[m.source])}</dd><dt>To</dt><dd>${escapeHtml(m.to)}</dd>
${m.replyTo ? `<dt>Reply to</dt><dd>${escapeHtml(m.replyTo)}</dd>` : ""}
<dt>Received</dt><dd>${escapeHtml(m.receivedAt)}</dd>
${m.code ? `<dt>Code</dt><dd>${escapeHtml(m.code)}</dd>` : ""}
<dt>Link</dt><dd><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></dd></dl>
<h3>HTML</h3>
<iframe title="The e-mail as HTML" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(framed)}"></iframe>
<h3>Text</h3>
<pre>${escapeHtml(m.text)}</pre>`,
  );
}

function isSiteMessage(value: unknown): value is Record<
  "to" | "subject" | "text" | "html" | "link",
  string
> & {
  from?: unknown;
  replyTo?: unknown;
  code?: unknown;
} {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return ["to", "subject", "text", "html", "link"].every((key) => typeof record[key] === "string");
}

/**
 * `/_mailbox`: the list and each message for people, `/_mailbox/api/messages[?to=]` and
 * `/_mailbox/api/messages/<id>` as JSON for tests and tools, and `POST /_mailbox/api/messages`
 * (secret key only) where the site hands in its own mail.
 */
export function createMailboxHandler(mailbox: Mailbox, serviceRoleKey: () => string) {
  return async (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => {
    const api = path.startsWith("/api/messages");
    if (req.method === "POST" && path === "/api/messages") {
      if (header(req, "apikey") !== serviceRoleKey()) {
        return sendJson(res, 401, { message: "the secret key is required" });
      }
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        body = null;
      }
      if (!isSiteMessage(body)) {
        return sendJson(res, 400, { message: "to, subject, text, html and link are required" });
      }
      const stored = mailbox.add({
        source: "site",
        from: typeof body.from === "string" ? body.from : "",
        to: body.to,
        replyTo: typeof body.replyTo === "string" ? body.replyTo : "",
        subject: body.subject,
        html: body.html,
        text: body.text,
        link: body.link,
        // An auth e-mail the site sends for the Send Email hook carries its code, as the backend's.
        code: typeof body.code === "string" && body.code ? body.code : null,
      });
      return sendJson(res, 201, { id: stored.id });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendJson(res, 405, { message: "method not allowed" });
    }
    if (path === "/api/messages") {
      return sendJson(res, 200, { messages: mailbox.list(url.searchParams.get("to")) });
    }
    const id = /^\/(?:api\/messages\/)?([0-9a-f-]{36})$/.exec(path)?.[1];
    const message = id ? mailbox.get(id) : undefined;
    if (api) {
      return message
        ? sendJson(res, 200, message)
        : sendJson(res, 404, { message: "no such message" });
    }
    if (path === "" || path === "/")
      return sendText(res, 200, listPage(mailbox.list()), PAGE_HEADERS);
    if (message) return sendText(res, 200, messagePage(message), PAGE_HEADERS);
    return sendText(res, 404, page("Not found", "<p>No such message.</p>"), PAGE_HEADERS);
  };
}
