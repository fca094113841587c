import "server-only";

import { escapeHtml } from "@gurukul/shared";

import { keepLocally } from "@/lib/mail/mailer";
import { log } from "@/lib/log/logger";
import { currentPublicOrigin, serverEnv } from "@/lib/server-env";
import {
  missingGatewayVariables,
  sendThroughGateway,
  smsText,
  type OutgoingCode,
} from "@/lib/sms/gateways";

export type { OutgoingCode } from "@/lib/sms/gateways";

/** Why a code was not sent: no gateway where one is needed, or the gateway refused. */
export class SmsNotSent extends Error {}

/** `+91•••••43210`: enough to tell numbers apart in a log, not to call one. */
export function maskPhone(phone: string): string {
  return phone.length <= 7
    ? "•••"
    : `${phone.slice(0, 3)}${"•".repeat(phone.length - 8)}${phone.slice(-5)}`;
}

/**
 * Sends one sign-in code. With `SMS_GATEWAY` it goes out through that gateway, and the log names
 * only the masked number. Without one, on a local origin, it is the local mailbox's: one
 * `[sms]` line naming the number and its code in the mail log, and the message in the mailbox,
 * as the site's e-mails are (lib/mail/mailer.ts). On a public origin without a gateway nothing is
 * sent, and the log names the variables missing; throws `SmsNotSent` then and when the gateway
 * refuses.
 */
export async function sendCode(outgoing: OutgoingCode): Promise<void> {
  const env = serverEnv();
  const missing = missingGatewayVariables(env);
  if (missing.length === 0) {
    try {
      await sendThroughGateway(env, outgoing);
    } catch (error) {
      log.error(
        { event: "sms.failed", phone: maskPhone(outgoing.phone), err: error },
        `sms: ${env.SMS_GATEWAY} did not take the code`,
      );
      throw new SmsNotSent("the gateway refused the code", { cause: error });
    }
    log.info(
      { event: "sms.sent", phone: maskPhone(outgoing.phone), channel: outgoing.channel },
      `sms: code sent through ${env.SMS_GATEWAY}`,
    );
    return;
  }
  const origin = currentPublicOrigin();
  if (origin || env.SMS_GATEWAY) {
    log.error(
      { event: "sms.unconfigured", phone: maskPhone(outgoing.phone), missing },
      `sms: not sent; set ${missing.join(", ")} to send codes from ${origin ?? "this site"}`,
    );
    throw new SmsNotSent(`no SMS gateway: ${missing.join(", ")}`);
  }

  const text = smsText(env, outgoing.code);
  log.info(
    { event: "sms.local", phone: outgoing.phone, code: outgoing.code, channel: outgoing.channel },
    `sms: code for ${outgoing.phone}`,
  );
  await keepLocally(
    {
      to: outgoing.phone,
      subject: `SMS: ${outgoing.code} is your Gurukul Code sign-in code`,
      text,
      html: `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`,
      link: "",
    },
    `[sms] [code ${outgoing.code}] ${outgoing.channel} for ${outgoing.phone}: ${text.replace(/\s+/g, " ")}`,
  );
}
