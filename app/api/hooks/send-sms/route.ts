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
    async handle(payload) {
      const outgoing = outgoingCodeOf(payload);
      if (!outgoing) {
        return { status: 400, code: "invalid_payload", message: "Not a Send SMS hook payload." };
      }
      try {
        await sendCode(outgoing);
      } catch (error) {
        if (!(error instanceof SmsNotSent)) throw error;
        return { status: 500, code: "sms_send_failed", message: "Error sending SMS." };
      }
      return null;
    },
  }),
);
