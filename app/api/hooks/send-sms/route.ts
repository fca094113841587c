import { isWebhookSecret, verifyWebhook } from "@gurukul/shared";

import { readBoundedBody } from "@/lib/http/bounded-body";
import { requestIdOf } from "@/lib/http/request-context";
import { withRequest } from "@/lib/http/with-request";
import { requestLog } from "@/lib/log/request-log";
import { serverEnv } from "@/lib/server-env";
import { outgoingCodeOf } from "@/lib/sms/hook-payload";
import { sendCode, SmsNotSent } from "@/lib/sms/sender";

export const dynamic = "force-dynamic";

/** A hook's payload is a user object and a code: far below this. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * A refusal as GoTrue reads a hook's (`error.http_code`, `error.message`: it answers the client
 * with them) in the site's one error shape.
 */
function hookError(request: Request, status: number, code: string, message: string) {
  const reference = requestIdOf(request.headers, new URL(request.url).pathname);
  return Response.json(
    { error: { code, message, http_code: status, reference } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * GoTrue's Send SMS hook, for the embedded backend and a hosted project alike: a post signed by
 * Standard Webhooks under `SEND_SMS_HOOK_SECRET`, within five minutes, carrying the user and the
 * code. The code goes out through the configured gateway (locally: the local mailbox); an empty
 * 200 says it went.
 */
export const POST = withRequest(async (request: Request) => {
  // GoTrue takes several secrets while one is rotated, `|` between them.
  const secrets = (serverEnv().SEND_SMS_HOOK_SECRET ?? "").split("|").filter(isWebhookSecret);
  const log = requestLog(request.headers, "/api/hooks/send-sms");
  if (secrets.length === 0) {
    log.error({ event: "sms.hook_unconfigured" }, "sms hook: SEND_SMS_HOOK_SECRET is not set");
    return hookError(request, 503, "hook_unconfigured", "The SMS hook is not configured.");
  }
  const bytes = await readBoundedBody(request, MAX_BODY_BYTES);
  if (bytes === null) return hookError(request, 413, "payload_too_large", "Payload too large.");
  const body = new TextDecoder().decode(bytes);
  const signed = secrets.some(
    (secret) => verifyWebhook(secret, Object.fromEntries(request.headers), body) === "ok",
  );
  if (!signed) {
    log.warn({ event: "sms.hook_refused" }, "sms hook: a post without a valid signature");
    return hookError(request, 401, "invalid_signature", "Invalid or expired signature.");
  }

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    payload = null;
  }
  const outgoing = outgoingCodeOf(payload);
  if (!outgoing) return hookError(request, 400, "invalid_payload", "Not a Send SMS hook payload.");
  try {
    await sendCode(outgoing);
  } catch (error) {
    if (!(error instanceof SmsNotSent)) throw error;
    return hookError(request, 500, "sms_send_failed", "Error sending SMS.");
  }
  return Response.json({}, { headers: { "Cache-Control": "no-store" } });
});
