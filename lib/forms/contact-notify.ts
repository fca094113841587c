import "server-only";

import { log } from "@/lib/log/logger";
import { sendSiteMail, type SiteMail } from "@/lib/mail/mailer";
import { serverEnv, type ServerEnv } from "@/lib/server-env";
import { siteConfig } from "@/lib/site-config";

import type { ContactWebhookPayload } from "./contact-webhook";
import { escapeHtml } from "@gurukul/shared";

export type NotifyOptions = {
  /** Waits before the 2nd, 3rd, … attempt; its length + 1 is the number of attempts. */
  retryDelaysMs?: readonly number[];
};

/** As the webhook: three retries with growing waits, about 13 s in all. */
const RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

/** The team's address for contact messages (`CONTACT_NOTIFY_EMAIL`), or null when none is set. */
export function contactNotifyAddress(
  env: Pick<ServerEnv, "CONTACT_NOTIFY_EMAIL"> = serverEnv(),
): string | null {
  return env.CONTACT_NOTIFY_EMAIL ?? null;
}

/** The e-mail to the team about a callback request: the number to call, as a tel: link. */
function callbackNotificationMail(to: string, request: ContactWebhookPayload): SiteMail {
  const phone = request.phone ?? "";
  const subject = request.subject.slice(0, 200);
  const text = [request.message, "", `— ${siteConfig.name}`].join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1a2b33;">
<main>
<h1 style="font-size: 20px;">${escapeHtml(subject)}</h1>
<p>${escapeHtml(request.message)}</p>
<p><a href="tel:${escapeHtml(phone)}" style="color: #0d6577;">Call ${escapeHtml(phone)}</a></p>
</main>
</body>
</html>
`;
  return { to, subject, text, html, link: `tel:${phone}` };
}

/** The e-mail to the team about one stored message; a reply goes to the visitor. */
export function contactNotificationMail(to: string, message: ContactWebhookPayload): SiteMail {
  if (message.kind === "callback") return callbackNotificationMail(to, message);
  const subject = `Contact message: ${message.subject}`.slice(0, 200);
  const reply = `mailto:${message.email}`;
  const text = [
    `${message.name} <${message.email}> wrote through the contact form on ${message.received_at}:`,
    "",
    `Subject: ${message.subject}`,
    "",
    message.message,
    "",
    `Reply to this e-mail to answer ${message.name}.`,
    "",
    `— ${siteConfig.name}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1a2b33;">
<main>
<h1 style="font-size: 20px;">${escapeHtml(message.subject)}</h1>
<p><a href="${escapeHtml(reply)}" style="color: #0d6577;">${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</a> wrote through the contact form on ${escapeHtml(message.received_at)}:</p>
<blockquote style="margin: 0; padding: 8px 16px; border-left: 4px solid #0d6577; white-space: pre-wrap;">${escapeHtml(message.message)}</blockquote>
<p>Reply to this e-mail to answer ${escapeHtml(message.name)}.</p>
</main>
</body>
</html>
`;
  return { to, subject, text, html, link: reply, replyTo: message.email };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * E-mails the team about a stored contact message, retrying a failed send with growing waits as
 * the webhook does. Never throws: the message is stored either way, and a failure is logged
 * (never the message or the visitor's address).
 */
export async function notifyTeam(
  to: string,
  message: ContactWebhookPayload,
  { retryDelaysMs = RETRY_DELAYS_MS }: NotifyOptions = {},
): Promise<{ delivered: boolean; attempts: number }> {
  const mail = contactNotificationMail(to, message);
  let attempts = 0;
  let reason = "";
  for (;;) {
    attempts += 1;
    try {
      await sendSiteMail(mail);
      if (attempts > 1) {
        log.info({ event: "contact_notify.delivered", attempts }, "contact notice e-mailed");
      }
      return { delivered: true, attempts };
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    const wait = retryDelaysMs[attempts - 1];
    if (wait === undefined) break;
    await sleep(wait);
  }
  log.error(
    { event: "contact_notify.failed", attempts, reason },
    `contact notice not e-mailed after ${attempts} attempt(s): ${reason}`,
  );
  return { delivered: false, attempts };
}
