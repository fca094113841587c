import { escapeHtml } from "@gurukul/shared";

import type { Lang } from "@/lib/i18n/lang";
import type { SiteMail } from "@/lib/mail/mailer";
import { siteConfig } from "@/lib/site-config";

/** A paragraph of text, or the mail's one link with its words. */
export type MailBlock = string | { href: string; label: string };

function htmlOf(block: MailBlock): string {
  return typeof block === "string"
    ? `<p>${escapeHtml(block)}</p>`
    : `<p><a href="${escapeHtml(block.href)}" style="color: #0b57d0;">${escapeHtml(block.label)}</a></p>`;
}

function textOf(block: MailBlock): string {
  return typeof block === "string" ? block : `${block.label}: ${block.href}`;
}

/**
 * One of the site's own short e-mails in `lang`: a heading, paragraphs and at most one link, as
 * plain text and simple HTML, signed with the site's name.
 */
export function plainMail(
  lang: Lang,
  {
    to,
    subject,
    heading,
    blocks,
  }: { to: string; subject: string; heading: string; blocks: MailBlock[] },
): SiteMail {
  const signature = `— ${siteConfig.name}`;
  const text = [...blocks.map(textOf), signature].join("\n\n");
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: ${lang === "hi" ? "1.6" : "1.5"}; color: #111;">
<main>
<h1 style="font-size: 20px;">${escapeHtml(heading)}</h1>
${blocks.map(htmlOf).join("\n")}
<p>${escapeHtml(signature)}</p>
</main>
</body>
</html>
`;
  const link = blocks.find((block) => typeof block !== "string");
  return { to, subject, text, html, link: link ? link.href : "" };
}
