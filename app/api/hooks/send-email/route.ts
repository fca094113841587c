import { signedHook } from "@/lib/http/signed-hook";
import { withRequest } from "@/lib/http/with-request";
import { authMailsOf } from "@/lib/mail/auth-mail";
import { sendSiteMail } from "@/lib/mail/mailer";

export const dynamic = "force-dynamic";

/**
 * GoTrue's Send Email hook (`SEND_EMAIL_HOOK_SECRET`): every auth e-mail, rendered in the member's
 * language from the project's templates and sent through the site's mailer (locally: the local
 * mailbox). An e-mail change confirmed from both addresses is two e-mails.
 */
export const POST = withRequest(
  signedHook({
    path: "/api/hooks/send-email",
    secret: "SEND_EMAIL_HOOK_SECRET",
    event: "email",
    name: "e-mail",
    title: "Send Email",
    read: authMailsOf,
    async send(mails) {
      for (const mail of mails) await sendSiteMail(mail);
    },
    // Whatever the mailer throws means the mail did not go: GoTrue tells the member so.
    undelivered: () => true,
    failure: { code: "email_send_failed", message: "Error sending email." },
  }),
);
