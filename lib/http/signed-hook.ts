import "server-only";

import { isWebhookSecret, verifyWebhook } from "@gurukul/shared";

import { readBoundedBody } from "@/lib/http/bounded-body";
import { requestIdOf } from "@/lib/http/request-context";
import { requestLog } from "@/lib/log/request-log";
import { serverEnv } from "@/lib/server-env";

/** A hook's payload is a user object and a code or an e-mail's tokens: far below this. */
const MAX_BODY_BYTES = 64 * 1024;

/** A refusal: its status, the site's error code and GoTrue's message. */
type HookRefusal = { status: number; code: string; message: string };

/** One GoTrue HTTP hook the site answers: it reads a `Work` from the payload and sends it. */
export type SignedHook<Work> = {
  /** The route, for the log. */
  path: string;
  /** The variable holding its secrets. */
  secret: "SEND_SMS_HOOK_SECRET" | "SEND_EMAIL_HOOK_SECRET";
  /** Its log events' prefix (`sms.hook_refused`), its name in messages ("SMS") and GoTrue's. */
  event: string;
  name: string;
  title: "Send SMS" | "Send Email";
  /** The verified body's work, or null when it is not this hook's payload. */
  read: (payload: unknown) => Work | null;
  /** Sends it; a throw `undelivered` recognises is answered 500 with `failure`, others propagate. */
  send: (work: Work) => Promise<void>;
  undelivered: (error: unknown) => boolean;
  failure: { code: string; message: string };
};

/**
 * A refusal as GoTrue reads a hook's (`error.http_code`, `error.message`: it answers the client
 * with them) in the site's one error shape.
 */
function hookError(request: Request, { status, code, message }: HookRefusal) {
  const reference = requestIdOf(request.headers, new URL(request.url).pathname);
  return Response.json(
    { error: { code, message, http_code: status, reference } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * The handler of one of GoTrue's HTTP hooks, for the embedded backend and a hosted project alike: a
 * post signed by Standard Webhooks under the hook's secret (several while one is rotated, `|`
 * between them), within five minutes, is handed to the hook's work; an empty 200 says it is done.
 */
export function signedHook<Work>(hook: SignedHook<Work>) {
  return async (request: Request): Promise<Response> => {
    const secrets = (serverEnv()[hook.secret] ?? "").split("|").filter(isWebhookSecret);
    const log = requestLog(request.headers, hook.path);
    if (secrets.length === 0) {
      log.error(
        { event: `${hook.event}.hook_unconfigured` },
        `${hook.event} hook: ${hook.secret} is not set`,
      );
      return hookError(request, {
        status: 503,
        code: "hook_unconfigured",
        message: `The ${hook.name} hook is not configured.`,
      });
    }
    const bytes = await readBoundedBody(request, MAX_BODY_BYTES);
    if (bytes === null) {
      return hookError(request, {
        status: 413,
        code: "payload_too_large",
        message: "Payload too large.",
      });
    }
    const body = new TextDecoder().decode(bytes);
    const signed = secrets.some(
      (secret) => verifyWebhook(secret, Object.fromEntries(request.headers), body) === "ok",
    );
    if (!signed) {
      log.warn(
        { event: `${hook.event}.hook_refused` },
        `${hook.event} hook: a post without a valid signature`,
      );
      return hookError(request, {
        status: 401,
        code: "invalid_signature",
        message: "Invalid or expired signature.",
      });
    }
    const work = hook.read(parsed(body));
    if (work === null) {
      return hookError(request, {
        status: 400,
        code: "invalid_payload",
        message: `Not a ${hook.title} hook payload.`,
      });
    }
    try {
      await hook.send(work);
    } catch (error) {
      if (!hook.undelivered(error)) throw error;
      log.error({ event: `${hook.event}.hook_failed`, err: error }, `${hook.event} hook: not sent`);
      return hookError(request, { status: 500, ...hook.failure });
    }
    return Response.json({}, { headers: { "Cache-Control": "no-store" } });
  };
}
