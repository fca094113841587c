import { AuthApiError } from "../http/errors";
import type { MailKind, MailMessage, SendMail } from "./types";

/** GoTrue's 500 when the mailer fails, per kind of e-mail. */
const SEND_FAILURES: Record<MailKind, string> = {
  signup: "Error sending confirmation email",
  invite: "Error inviting user",
  magiclink: "Error sending magic link email",
  recovery: "Error sending recovery email",
  email_change: "Error sending change email",
  reauthentication: "Error sending reauthentication email",
};

/**
 * Sends the messages of the request `requestId` in order; a failure answers the request as GoTrue
 * does, 500 with the kind's "Error sending … email", and a message over a mail quota with its 429.
 */
export async function deliver(
  sendMail: SendMail,
  messages: readonly MailMessage[],
  requestId: string | undefined,
): Promise<void> {
  for (const message of messages) {
    try {
      await sendMail(message, requestId);
    } catch (error) {
      // A quota's 429 says what to do; only a mailer's failure is GoTrue's 500.
      if (error instanceof AuthApiError && error.status === 429) throw error;
      throw new AuthApiError(500, "unexpected_failure", SEND_FAILURES[message.kind]);
    }
  }
}
