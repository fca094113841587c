import "server-only";

import type { ServerEnv } from "@/lib/server-env";
import { siteConfig } from "@/lib/site-config";

/** One code on its way to a phone, `phone` in E.164 (`+919876543210`). */
export type OutgoingCode = { phone: string; code: string; channel: "sms" | "whatsapp" };

/** The gateway's answer when it refused: what went wrong, for the log (never the code). */
export class GatewayError extends Error {}

const TIMEOUT_MS = 8_000;

/** India's gateways take the number without its `+`: country code and national number. */
const digitsOf = (phone: string) => phone.replace(/^\+/, "");

async function post(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    ...init,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new GatewayError(`${new URL(url).host} answered ${response.status}`);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** MSG91's flow API: the DLT template is chosen by its id, the code fills its `otp` variable. */
async function msg91Sms(env: ServerEnv, { phone, code }: OutgoingCode): Promise<void> {
  const answer = await post("https://control.msg91.com/api/v5/flow", {
    headers: { authkey: env.MSG91_AUTH_KEY ?? "", "content-type": "application/json" },
    body: JSON.stringify({
      template_id: env.SMS_DLT_TEMPLATE_ID,
      short_url: "0",
      recipients: [{ mobiles: digitsOf(phone), otp: code }],
    }),
  });
  if ((answer as { type?: string } | null)?.type !== "success") {
    throw new GatewayError(`MSG91 refused the SMS: ${JSON.stringify(answer).slice(0, 200)}`);
  }
}

/** MSG91's WhatsApp API with an approved authentication template (body and copy-code button). */
async function msg91WhatsApp(env: ServerEnv, { phone, code }: OutgoingCode): Promise<void> {
  const codeValue = { type: "text", value: code };
  const answer = await post(
    "https://api.msg91.com/api/v5/whatsapp/whatsapp-outbound-message/bulk/",
    {
      headers: { authkey: env.MSG91_AUTH_KEY ?? "", "content-type": "application/json" },
      body: JSON.stringify({
        integrated_number: env.MSG91_WHATSAPP_NUMBER,
        content_type: "template",
        payload: {
          messaging_product: "whatsapp",
          type: "template",
          template: {
            name: env.MSG91_WHATSAPP_TEMPLATE,
            language: { code: "en", policy: "deterministic" },
            to_and_components: [
              {
                to: [digitsOf(phone)],
                components: { body_1: codeValue, button_1: { subtype: "url", ...codeValue } },
              },
            ],
          },
        },
      }),
    },
  );
  if ((answer as { status?: string } | null)?.status !== "success") {
    throw new GatewayError(
      `MSG91 refused the WhatsApp message: ${JSON.stringify(answer).slice(0, 200)}`,
    );
  }
}

/** Gupshup's enterprise SMS API: the registered text itself, with the DLT ids beside it. */
async function gupshupSms(env: ServerEnv, { phone, code }: OutgoingCode): Promise<void> {
  const form = new URLSearchParams({
    method: "SendMessage",
    send_to: digitsOf(phone),
    msg: smsText(env, code),
    msg_type: "TEXT",
    userid: env.GUPSHUP_USER_ID ?? "",
    password: env.GUPSHUP_PASSWORD ?? "",
    auth_scheme: "plain",
    v: "1.1",
    format: "json",
    mask: env.SMS_DLT_HEADER ?? "",
    dltTemplateId: env.SMS_DLT_TEMPLATE_ID ?? "",
    principalEntityId: env.SMS_DLT_ENTITY_ID ?? "",
  });
  const answer = await post("https://enterprise.smsgupshup.com/GatewayAPI/rest", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
  const status = (answer as { response?: { status?: string } } | null)?.response?.status;
  if (status !== "success") {
    throw new GatewayError(`Gupshup refused the SMS: ${JSON.stringify(answer).slice(0, 200)}`);
  }
}

/**
 * The words of a code's SMS: the registered template, or ours (the local mailbox's), which ends
 * with the line the WebOTP API reads (`@<host> #<code>`), so the browser can offer the code.
 */
export function smsText(env: Pick<ServerEnv, "SMS_TEMPLATE">, code: string): string {
  if (env.SMS_TEMPLATE) return env.SMS_TEMPLATE.replaceAll("{code}", code);
  const host = new URL(siteConfig.url).host;
  return `${code} is your Gurukul Code sign-in code. It expires in 5 minutes.\n\n@${host} #${code}`;
}

/** Each variable a gateway needs, so a missing one can be named. */
const NEEDS: Record<NonNullable<ServerEnv["SMS_GATEWAY"]>, (keyof ServerEnv)[]> = {
  msg91: ["MSG91_AUTH_KEY", "SMS_DLT_TEMPLATE_ID"],
  gupshup: [
    "GUPSHUP_USER_ID",
    "GUPSHUP_PASSWORD",
    "SMS_DLT_ENTITY_ID",
    "SMS_DLT_HEADER",
    "SMS_DLT_TEMPLATE_ID",
    "SMS_TEMPLATE",
  ],
};

/** What the configured gateway lacks: `SMS_GATEWAY` itself when none is chosen. */
export function missingGatewayVariables(env: ServerEnv): string[] {
  if (!env.SMS_GATEWAY) return ["SMS_GATEWAY"];
  return NEEDS[env.SMS_GATEWAY].filter((name) => !env[name]);
}

/** Whether codes asked for on WhatsApp can go that way (else they go as SMS). */
function whatsAppConfigured(env: ServerEnv): boolean {
  return (
    env.SMS_GATEWAY === "msg91" && Boolean(env.MSG91_WHATSAPP_NUMBER && env.MSG91_WHATSAPP_TEMPLATE)
  );
}

/** Sends one code through the configured gateway; throws `GatewayError` when it refuses. */
export async function sendThroughGateway(env: ServerEnv, outgoing: OutgoingCode): Promise<void> {
  if (outgoing.channel === "whatsapp" && whatsAppConfigured(env)) {
    return msg91WhatsApp(env, outgoing);
  }
  if (env.SMS_GATEWAY === "gupshup") return gupshupSms(env, outgoing);
  return msg91Sms(env, outgoing);
}
