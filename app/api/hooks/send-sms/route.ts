import { signedHook } from "@/lib/http/signed-hook";
import { withRequest } from "@/lib/http/with-request";
import { outgoingCodeOf } from "@/lib/sms/hook-payload";
import { sendCode, SmsNotSent } from "@/lib/sms/sender";

export const dynamic = "force-dynamic";

/**
 * GoTrue's Send SMS hook (`SEND_SMS_HOOK_SECRET`), carrying the user and the code. The code goes
 * out through the configured gateway (locally: the local mailbox).
 */
export const POST = withRequest(
  signedHook({
    path: "/api/hooks/send-sms",
    secret: "SEND_SMS_HOOK_SECRET",
    event: "sms",
    name: "SMS",
    title: "Send SMS",
    read: outgoingCodeOf,
    send: sendCode,
    undelivered: (error) => error instanceof SmsNotSent,
    failure: { code: "sms_send_failed", message: "Error sending SMS." },
  }),
);
