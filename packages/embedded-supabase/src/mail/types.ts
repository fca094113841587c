/** What an e-mail is for; each has its subject, wording and GoTrue's failure message. */
export type MailKind =
  "signup" | "invite" | "magiclink" | "recovery" | "email_change" | "reauthentication";

/**
 * Sends one e-mail; resolves once it is sent, rejects when the mailer fails. `requestId`: the
 * request it is sent for (its `X-Request-Id`), for the log.
 */
export type SendMail = (message: MailMessage, requestId: string | undefined) => Promise<void>;

/** One outgoing e-mail: its link and the 6-digit code that may be typed instead. */
export interface MailMessage {
  kind: MailKind;
  /** The account it is for. */
  userId: string;
  to: string;
  /**
   * GoTrue's `{{ .ConfirmationURL }}`: the backend's own link (or the site's, see linkFor); empty
   * for a reauthentication, whose code is typed where it was asked for.
   */
  link: string;
  code: string;
  /** `{{ .TokenHash }}`: the link's token, for templates that lead to the site's own page. */
  tokenHash: string;
  /** `{{ .Email }}`: the account's address (the current one, for an e-mail change). */
  email: string;
  /** `{{ .NewEmail }}`: the address an e-mail change moves to; empty for other kinds. */
  newEmail: string;
  /** `{{ .RedirectTo }}`: where the request asked the link to lead, once allowed. */
  redirectTo: string;
  /**
   * On the new address's e-mail of an e-mail change that the current address confirms too: that
   * e-mail's code and token, which the Send Email hook gets in the same call.
   */
  currentAddress?: { code: string; tokenHash: string };
  /** On the current address's e-mail of such a change, which the hook's one call covers. */
  confirmsCurrent?: true;
}
