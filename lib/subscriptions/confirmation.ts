import "server-only";

import { sendSiteMail } from "@/lib/mail/mailer";
import { siteConfig } from "@/lib/site-config";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

import { confirmSubscriptionPageUrl, LIST_NAMES } from "./links";
import { callWithToken } from "./token-call";
import { log } from "@/lib/log/logger";
import { escapeHtml } from "@gurukul/shared";

export const CONFIRMATION_SUBJECT = "Confirm your subscription";

export type PendingSubscription = { email: string; source: SubscriptionSource };

/** The confirmation e-mail for a pending request: one link to the page whose button confirms. */
export function confirmationMail(to: string, source: SubscriptionSource, token: string) {
  const link = confirmSubscriptionPageUrl(siteConfig.url, token);
  const list = LIST_NAMES[source];
  const intro = `Someone, hopefully you, asked to send ${list} to this address.`;
  const action = "Confirm my subscription";
  const closing =
    "Nothing is sent until you confirm. If you did not ask for this, ignore this e-mail: the request is deleted after 7 days.";
  const text = [intro, "", `${action}: ${link}`, "", closing, "", `— ${siteConfig.name}`].join(
    "\n",
  );
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${CONFIRMATION_SUBJECT}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #111;">
<main>
<h1 style="font-size: 20px;">${CONFIRMATION_SUBJECT}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="color: #0b57d0;">${action}</a></p>
<p>${escapeHtml(closing)}</p>
<p>— ${escapeHtml(siteConfig.name)}</p>
</main>
</body>
</html>
`;
  return { to, subject: CONFIRMATION_SUBJECT, text, html, link };
}

/** Sends the confirmation e-mail; a failure is logged (never the address or link), not thrown. */
export async function sendConfirmation(
  to: string,
  source: SubscriptionSource,
  token: string,
): Promise<void> {
  try {
    await sendSiteMail(confirmationMail(to, source, token));
  } catch (error) {
    log.error(
      { err: error, event: "subscription.confirmation_not_sent" },
      "confirmation e-mail not sent",
    );
  }
}

/** What a confirmation link is about, without changing anything. */
export function findPendingSubscription(token: string) {
  return callWithToken<PendingSubscription>("subscription_by_confirmation_token", token);
}

/** Confirms the request: the subscription starts. "unknown" once used, expired or never issued. */
export function confirmSubscription(token: string) {
  return callWithToken<PendingSubscription>("confirm_subscription", token);
}
