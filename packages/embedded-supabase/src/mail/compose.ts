import type { MailKind, MailMessage } from "./types";
import { maskEmail } from "./mask-email";

export const MAIL_SUBJECTS: Record<MailKind, string> = {
  signup: "Confirm your signup",
  invite: "You have been invited",
  magiclink: "Your magic link",
  recovery: "Password recovery",
  email_change: "Confirm email change",
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
};

export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `Gurukul Code <no-reply@example.com>` → `Gurukul Code`; a bare address → its domain. */
function senderName(from: string): string {
  const named = /^\s*"?([^"<]+?)"?\s*</.exec(from);
  return named?.[1]?.trim() || from.replace(/^.*@/, "").replace(/>.*$/, "");
}

/** The message sent for `message`: its subject, a plain-text body and a simple HTML body. */
export function composeMail(message: MailMessage, from: string): ComposedMail {
  const subject = MAIL_SUBJECTS[message.kind];
  const { intro, button } = ACTIONS[message.kind];
  const site = senderName(from);
  const closing =
    "The link and the code work once, for one hour. If you did not ask for this, ignore this e-mail.";
  const text = [
    intro,
    "",
    `${button}: ${message.link}`,
    "",
    `Or enter this code: ${message.code}`,
    "",
    closing,
    "",
    `— ${site}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #111;">
<main>
<h1 style="font-size: 20px;">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(message.link)}" style="color: #0b57d0;">${escapeHtml(button)}</a></p>
<p>Or enter this code: <strong style="font-size: 20px; letter-spacing: 2px;">${escapeHtml(message.code)}</strong></p>
<p>${escapeHtml(closing)}</p>
<p>— ${escapeHtml(site)}</p>
</main>
</body>
</html>
`;
  return { from, to: message.to, subject, text, html };
}

export { maskEmail };

/** The mail log line: with the link and code (development), or only subject and masked recipient. */
export function mailLogLine(message: MailMessage, redacted: boolean): string {
  const subject = MAIL_SUBJECTS[message.kind];
  return redacted
    ? `[mail] ${subject} for ${maskEmail(message.to)}`
    : `[mail] [code ${message.code}] ${subject} for ${message.to}: ${message.link}`;
}
