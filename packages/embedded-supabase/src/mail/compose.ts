import type { MailKind, MailMessage } from "./types";
import { maskEmail } from "../log/mask-email";
import type { MailTemplates } from "./templates";
import { escapeHtml, firstLink, renderTemplate, type TemplateVariables } from "@gurukul/shared";

export const MAIL_SUBJECTS: Record<MailKind, string> = {
  signup: "Confirm your signup",
  invite: "You have been invited",
  magiclink: "Your magic link",
  recovery: "Password recovery",
  email_change: "Confirm email change",
  reauthentication: "Confirm reauthentication",
};

const ACTIONS: Record<MailKind, { intro: string; button: string }> = {
  signup: {
    intro: "Confirm your e-mail address to finish signing up.",
    button: "Confirm my e-mail",
  },
  invite: { intro: "You have been invited to create an account.", button: "Accept the invitation" },
  magiclink: { intro: "Use this link to sign in.", button: "Sign in" },
  recovery: {
    intro: "Someone asked to reset the password of this account.",
    button: "Reset my password",
  },
  email_change: {
    intro: "Confirm the change of this account's e-mail address.",
    button: "Confirm the change",
  },
  reauthentication: {
    intro: "Someone asked to confirm it is you, to change this account's password.",
    button: "",
  },
};

export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the e-mail's button carries. */
  link: string;
}

/** What composing needs beside the message: the sender, the site and the configured templates. */
export interface ComposeOptions {
  from: string;
  siteUrl: string;
  templates: MailTemplates;
  /** How long the link and code work, for the built-in wording. */
  ttlSeconds: number;
}

/** `Gurukul Code <no-reply@example.com>` → `Gurukul Code`; a bare address → its domain. */
function senderName(from: string): string {
  const named = /^\s*"?([^"<]+?)"?\s*</.exec(from);
  return named?.[1]?.trim() || from.replace(/^.*@/, "").replace(/>.*$/, "");
}

/** GoTrue's variables for `message`. */
export function templateVariables(message: MailMessage, siteUrl: string): TemplateVariables {
  return {
    ConfirmationURL: message.link,
    Token: message.code,
    TokenHash: message.tokenHash,
    SiteURL: siteUrl,
    Email: message.email,
    NewEmail: message.newEmail,
    RedirectTo: message.redirectTo,
  };
}

/** Plain text from an HTML body, for a template without a `.txt` beside it. */
function textOf(html: string): string {
  return html
    .replace(/<(head|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, "$2: $1")
    .replace(/<(br|\/p|\/h\d|\/li|\/tr)[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n\s*/g, "\n\n")
    .trim();
}

/**
 * The e-mail sent for `message`: rendered from the project's template of its kind when
 * `config.toml` names one (as GoTrue renders it), else the built-in wording.
 */
export function composeMail(message: MailMessage, options: ComposeOptions): ComposedMail {
  const template = options.templates[message.kind];
  if (!template) return builtInMail(message, options);
  const variables = templateVariables(message, options.siteUrl);
  const html = renderTemplate(template.html, variables, "html");
  return {
    from: options.from,
    to: message.to,
    subject: template.subject
      ? renderTemplate(template.subject, variables, "text")
      : MAIL_SUBJECTS[message.kind],
    html,
    text: template.text ? renderTemplate(template.text, variables, "text") : textOf(html),
    link: firstLink(html) ?? message.link,
  };
}

/**
 * The message without a template: its subject, a plain-text body and a simple HTML body. A
 * message without a link (a reauthentication) carries only its code.
 */
function builtInMail(message: MailMessage, { from, ttlSeconds }: ComposeOptions): ComposedMail {
  const subject = MAIL_SUBJECTS[message.kind];
  const { intro, button } = ACTIONS[message.kind];
  const site = senderName(from);
  const minutes = Math.round(ttlSeconds / 60);
  const hasLink = message.link !== "";
  const codeLine = hasLink ? "Or enter this code:" : "Enter this code:";
  const closing = `${hasLink ? "The link and the code work" : "The code works"} once, for ${minutes} minutes. If you did not ask for this, ignore this e-mail.`;
  const text = [
    intro,
    "",
    ...(hasLink ? [`${button}: ${message.link}`, ""] : []),
    `${codeLine} ${message.code}`,
    "",
    closing,
    "",
    `— ${site}`,
  ].join("\n");
  const linkParagraph = hasLink
    ? `<p><a href="${escapeHtml(message.link)}" style="color: #0b57d0;">${escapeHtml(button)}</a></p>\n`
    : "";
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #111;">
<main>
<h1 style="font-size: 20px;">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
${linkParagraph}<p>${codeLine} <strong style="font-size: 20px; letter-spacing: 2px;">${escapeHtml(message.code)}</strong></p>
<p>${escapeHtml(closing)}</p>
<p>— ${escapeHtml(site)}</p>
</main>
</body>
</html>
`;
  return { from, to: message.to, subject, text, html, link: message.link };
}

export { maskEmail };

/**
 * The mail log line: with the button's link and the code (development), or only the subject and
 * the masked recipient.
 */
export function mailLogLine(message: MailMessage, mail: ComposedMail, redacted: boolean): string {
  return redacted
    ? `[mail] ${mail.subject} for ${maskEmail(message.to)}`
    : `[mail] [code ${message.code}] ${mail.subject} for ${message.to}: ${mail.link}`;
}
