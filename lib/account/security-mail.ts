import "server-only";

import type { Lang } from "@/lib/i18n/lang";
import { pathIn } from "@/lib/i18n/paths";
import { log } from "@/lib/log/logger";
import { brandedMail, type MailBlock } from "@/lib/mail/branded-mail";
import { sendSiteMail, type SiteMail } from "@/lib/mail/mailer";
import { siteMailCopy } from "@/lib/mail/site-mail-copy";

/**
 * What a member is told of a change to their account they may not have made, each with a way to
 * act on it: a new password, or the team.
 */
export type SecurityEvent = "password-changed" | "email-changed" | "account-deleted";

/** The notice of `event` to `to`, in `lang`, its button on `origin`. */
export function securityMail(
  event: SecurityEvent,
  to: string,
  lang: Lang,
  origin: string,
): SiteMail {
  const mails = siteMailCopy(lang);
  const copy = {
    "password-changed": mails.passwordChangedMail,
    "email-changed": mails.emailChangedMail,
    "account-deleted": mails.accountDeletedMail,
  }[event];
  const href =
    event === "password-changed"
      ? `${origin}${pathIn(lang, "/forgot-password")}`
      : `${origin}${pathIn(lang, "/contact")}?subject=${encodeURIComponent(copy.subject)}`;
  const blocks: MailBlock[] = [
    copy.intro(to),
    ...("remains" in copy ? [copy.remains as string] : []),
    copy.wasntYou,
    { href, label: copy.action },
  ];
  return brandedMail(lang, origin, { to, subject: copy.subject, heading: copy.heading, blocks });
}

/** Sends the notice; a failure is logged (never the address), not thrown: the change stands. */
export async function sendSecurityMail(
  event: SecurityEvent,
  to: string,
  lang: Lang,
  origin: string,
): Promise<void> {
  try {
    await sendSiteMail(securityMail(event, to, lang, origin));
  } catch (error) {
    log.error(
      { err: error, event: "account.security_mail_not_sent", kind: event },
      "notice not sent",
    );
  }
}
