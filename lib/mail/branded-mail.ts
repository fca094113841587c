import { escapeHtml } from "@gurukul/shared";

import type { Lang } from "@/lib/i18n/lang";
import type { SiteMail } from "@/lib/mail/mailer";
import { siteMailCopy } from "@/lib/mail/site-mail-copy";
import { siteConfig } from "@/lib/site-config";

/** A paragraph of text, or the mail's one button with its words. */
export type MailBlock = string | { href: string; label: string };

/** The colours and type of the account e-mails (supabase/templates), so both kinds look one. */
const INK = "#1a2b33";
const BRAND = "#0d6577";
const MUTED = "#4a5d66";
const FONT = "-apple-system, &quot;Segoe UI&quot;, Roboto, Arial, sans-serif";

function buttonHtml({ href, label }: { href: string; label: string }, fallback: string): string {
  const url = escapeHtml(href);
  return `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius: 8px; background-color: ${BRAND}">
<a href="${url}" style="display: inline-block; padding: 14px 28px; font-weight: 700; color: #ffffff; text-decoration: none; border-radius: 8px">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin: 24px 0 16px; font-size: 14px; color: ${MUTED}">${escapeHtml(fallback)}<br /><a href="${url}" style="color: ${BRAND}; word-break: break-all">${url}</a></p>`;
}

function htmlOf(block: MailBlock, fallback: string): string {
  return typeof block === "string"
    ? `<p style="margin: 0 0 16px">${escapeHtml(block)}</p>`
    : buttonHtml(block, fallback);
}

function textOf(block: MailBlock): string {
  return typeof block === "string" ? block : `${block.label}: ${block.href}`;
}

/**
 * One of the site's own e-mails (a list's confirmation, a contact receipt) in `lang`, in the
 * account e-mails' layout: the brand bar, a heading, paragraphs and at most one button, and a
 * footer naming the site with a link to `origin`, the address the visitor used.
 */
export function brandedMail(
  lang: Lang,
  origin: string,
  {
    to,
    subject,
    heading,
    blocks,
  }: { to: string; subject: string; heading: string; blocks: MailBlock[] },
): SiteMail {
  const { mailFrame } = siteMailCopy(lang);
  const footer = `${siteConfig.name} · ${mailFrame.office}`;
  const text = [...blocks.map(textOf), `— ${footer} · ${origin}`].join("\n\n");
  const site = escapeHtml(origin);
  const html = `<!doctype html>
<html lang="${lang}" dir="ltr">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="color-scheme" content="light" /><title>${escapeHtml(subject)}</title></head>
<body style="margin: 0; padding: 0; background-color: #f4f7f8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color: #f4f7f8"><tr><td align="center" style="padding: 24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 560px; background-color: #ffffff; border-radius: 12px; font-family: ${FONT}; font-size: 16px; line-height: ${lang === "hi" ? "1.7" : "1.5"}; color: ${INK}">
<tr><td style="padding: 24px 32px; border-bottom: 4px solid ${BRAND}"><p style="margin: 0; font-size: 20px; font-weight: 700; color: ${BRAND}">${escapeHtml(siteConfig.name)}</p></td></tr>
<tr><td style="padding: 32px">
<h1 style="margin: 0 0 16px; font-size: 24px; line-height: 1.3; color: ${INK}">${escapeHtml(heading)}</h1>
${blocks.map((block) => htmlOf(block, mailFrame.buttonFallback)).join("\n")}
</td></tr>
<tr><td style="padding: 16px 32px 24px; font-size: 13px; color: ${MUTED}; border-top: 1px solid #e3eaed">${escapeHtml(footer)} · <a href="${site}" style="color: ${BRAND}">${site}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  const link = blocks.find((block) => typeof block !== "string");
  return { to, subject, text, html, link: link ? link.href : "" };
}
