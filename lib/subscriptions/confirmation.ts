import "server-only";

import { sendSiteMail } from "@/lib/mail/mailer";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

import { confirmSubscriptionPageUrl } from "./links";
import { callWithToken } from "./token-call";
import { DEFAULT_LANG, type Lang } from "@/lib/i18n/lang";
import { log } from "@/lib/log/logger";
import { brandedMail } from "@/lib/mail/branded-mail";
import { siteMailCopy } from "@/lib/mail/site-mail-copy";

export type PendingSubscription = { email: string; source: SubscriptionSource };

/**
 * The confirmation e-mail for a pending request: one button to the page on `origin` (the address
 * the visitor used) whose own button confirms.
 */
export function confirmationMail(
  to: string,
  source: SubscriptionSource,
  token: string,
  origin: string,
  lang: Lang = DEFAULT_LANG,
) {
  const { listNames, subscriptionMail: copy } = siteMailCopy(lang);
  return brandedMail(lang, origin, {
    to,
    subject: copy.subject,
    heading: copy.subject,
    blocks: [
      copy.intro(listNames[source]),
      { href: confirmSubscriptionPageUrl(origin, token), label: copy.action },
      copy.closing,
    ],
  });
}

/** Sends the confirmation e-mail; a failure is logged (never the address or link), not thrown. */
export async function sendConfirmation(
  to: string,
  source: SubscriptionSource,
  token: string,
  lang: Lang,
  origin: string,
): Promise<void> {
  try {
    await sendSiteMail(confirmationMail(to, source, token, origin, lang));
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
