/** What an e-mail is for; each has its subject, wording and GoTrue's failure message. */
export type MailKind = "signup" | "invite" | "magiclink" | "recovery" | "email_change";

/** One outgoing e-mail: its link and the 6-digit code that may be typed instead. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  link: string;
  code: string;
}
