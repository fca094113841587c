import "server-only";

import type { Lang } from "@/lib/i18n/lang";
import { log } from "@/lib/log/logger";
import { sendSiteMail } from "@/lib/mail/mailer";
import { plainMail } from "@/lib/mail/plain-mail";
import { siteMailCopy } from "@/lib/mail/site-mail-copy";

/** The receipt of a stored contact message: its reference and when a reply comes. */
export function contactReceiptMail(to: string, reference: string, lang: Lang) {
  const copy = siteMailCopy(lang).contactReceiptMail;
  return plainMail(lang, {
    to,
    subject: copy.subject(reference),
    heading: copy.heading,
    blocks: [copy.intro, copy.reference(reference), copy.reply, copy.closing],
  });
}

/** Sends the receipt; a failure is logged (never the address), not thrown: the message is stored. */
export async function sendContactReceipt(to: string, reference: string, lang: Lang) {
  try {
    await sendSiteMail(contactReceiptMail(to, reference, lang));
  } catch (error) {
    log.error({ err: error, event: "contact.receipt_not_sent" }, "contact receipt not sent");
  }
}
