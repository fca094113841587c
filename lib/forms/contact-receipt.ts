import "server-only";

import type { Lang } from "@/lib/i18n/lang";
import { log } from "@/lib/log/logger";
import { sendSiteMail } from "@/lib/mail/mailer";
import { brandedMail } from "@/lib/mail/branded-mail";
import { siteMailCopy } from "@/lib/mail/site-mail-copy";

/** The receipt of a stored contact message: its reference and when a reply comes. */
export function contactReceiptMail(to: string, reference: string, lang: Lang, origin: string) {
  const copy = siteMailCopy(lang).contactReceiptMail;
  return brandedMail(lang, origin, {
    to,
    subject: copy.subject(reference),
    heading: copy.heading,
    blocks: [copy.intro, copy.reference(reference), copy.reply, copy.closing],
  });
}

/** Sends the receipt; a failure is logged (never the address), not thrown: the message is stored. */
export async function sendContactReceipt(
  to: string,
  reference: string,
  lang: Lang,
  origin: string,
) {
  try {
    await sendSiteMail(contactReceiptMail(to, reference, lang, origin));
  } catch (error) {
    log.error({ err: error, event: "contact.receipt_not_sent" }, "contact receipt not sent");
  }
}
