import "server-only";

import { appendFile } from "node:fs/promises";
import { smtpOptions } from "@gurukul/shared";
import { createTransport, type Transporter } from "nodemailer";

import { log } from "@/lib/log/logger";
import { serverEnv } from "@/lib/server-env";

export type SiteMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; the local mailbox line ends with it, as the backend's do. */
  link: string;
  /** Where a reply goes, when not to the sender (a contact message: the visitor). */
  replyTo?: string;
  /** The code an auth e-mail carries, which the local mailbox and mail line name, as the backend's. */
  code?: string;
};

let transport: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) {
    transport = { url, transporter: createTransport(smtpOptions(url)) };
  }
  return transport.transporter;
}

/**
 * Sends one of the site's own e-mails. With `SMTP_URL` it goes out through that server from
 * `SMTP_FROM`, and its `mail.sent` event names only the subject and the address, masked (a link
 * in a log is a key). Without it the mail is the local mailbox's: its `mail.local` event carries
 * the link too (the address masked, as everywhere in the log), the whole line, address included,
 * is appended to `SITE_MAIL_LOG` when set (the launcher points it at the embedded backend's mail
 * log) in the backend's line format, and the mail is handed to the backend's mailbox at
 * `LOCAL_MAILBOX_URL`, so local work and tests read every mail in one place. Throws when the SMTP
 * server refuses.
 */
export async function sendSiteMail(mail: SiteMail): Promise<void> {
  const env = serverEnv();
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail({
      from: env.SMTP_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
    });
    log.info({ event: "mail.sent", subject: mail.subject, to: mail.to }, `mail: ${mail.subject}`);
    return;
  }
  log.info(
    { event: "mail.local", subject: mail.subject, to: mail.to, link: mail.link },
    `mail: ${mail.subject}`,
  );
  const code = mail.code ? `[code ${mail.code}] ` : "";
  await keepLocally(mail, `[mail] ${code}${mail.subject} for ${mail.to}: ${mail.link}`);
}

/**
 * Keeps a message of local work where every other one is: its line appended to `SITE_MAIL_LOG`
 * and the message in the local mailbox at `LOCAL_MAILBOX_URL`, each when set (the SMS sender's
 * local channel too; `to` may be a phone number).
 */
export async function keepLocally(mail: SiteMail, logLine: string): Promise<void> {
  const env = serverEnv();
  if (env.SITE_MAIL_LOG) await appendFile(env.SITE_MAIL_LOG, `${logLine}\n`);
  if (env.LOCAL_MAILBOX_URL) await handToMailbox(env.LOCAL_MAILBOX_URL, mail);
}

/** Puts the mail in the embedded backend's local mailbox, beside the backend's own. */
async function handToMailbox(mailboxUrl: string, mail: SiteMail): Promise<void> {
  const response = await fetch(`${mailboxUrl}/api/messages`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      apikey: serverEnv().SUPABASE_SECRET_KEY ?? "",
    },
    body: JSON.stringify({ from: serverEnv().SMTP_FROM ?? "", ...mail }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the local mailbox answered ${response.status}`);
}
