import type { IncomingMessage } from "node:http";

import type { CaptchaSettings } from "../config/captcha-settings";
import { AuthApiError } from "../http/errors";
import { isObject } from "../http/http";
import { requestIdOf } from "../log/backend";
import type { Logger } from "../log/logger";
import { readJsonObject } from "./input";
import { clientAddress } from "./limits";

/** How long the provider may take to answer before the request fails (GoTrue's client: 10 s). */
const VERIFY_TIMEOUT_MS = 10_000;

interface Verification {
  success: boolean;
  errorCodes: string[];
}

function processFailed(): AuthApiError {
  return new AuthApiError(500, "unexpected_failure", "captcha verification process failed");
}

/**
 * Why the provider gave no answer, for the operator: the error (fetch's names its network cause,
 * e.g. `ECONNREFUSED`, under `cause`), never the token or the secret.
 */
function logUnanswered(log: Logger, req: IncomingMessage, error: unknown): void {
  log.error(
    { event: "backend.captcha_unusable", requestId: requestIdOf(req), err: error },
    "the CAPTCHA provider gave no usable answer",
  );
}

/** `gotrue_meta_security.captcha_token` of the body, where supabase-js puts `captchaToken`. */
function tokenOf(body: Record<string, unknown>): string {
  const security = body.gotrue_meta_security;
  if (security === undefined || security === null) return "";
  const token = isObject(security) ? security.captcha_token : undefined;
  if (!isObject(security) || (token !== undefined && token !== null && typeof token !== "string")) {
    throw new AuthApiError(400, "bad_json", "Could not parse request body as JSON");
  }
  return (token ?? "").trim();
}

/** The provider's answer to a token: a JSON object, whatever the status, as GoTrue decodes it. */
async function siteverify(
  settings: CaptchaSettings,
  token: string,
  remoteip: string,
): Promise<Verification> {
  const response = await fetch(settings.verifyUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ secret: settings.secret, response: token, remoteip }),
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  const answer: unknown = await response.json();
  if (!isObject(answer))
    throw new Error(`the provider answered ${response.status} without an object`);
  const codes = answer["error-codes"];
  return {
    success: answer.success === true,
    errorCodes: Array.isArray(codes) ? codes.filter((code) => typeof code === "string") : [],
  };
}

/**
 * GoTrue's CAPTCHA check of a request (its `verifyCaptcha`): when on, the token of the body must
 * pass the provider's siteverify for the client's address. No token, or no answer from the
 * provider: 500; a refused token: 400 `captcha_failed` with the provider's error codes. The
 * caller skips requests with the service role's credentials.
 */
export function createCaptchaCheck(settings: CaptchaSettings, log: Logger) {
  return async function checkCaptcha(req: IncomingMessage): Promise<void> {
    if (!settings.enabled) return;
    const token = tokenOf(await readJsonObject(req));
    if (token === "") throw processFailed();
    let verification: Verification;
    try {
      verification = await siteverify(settings, token, clientAddress(req));
    } catch (error) {
      logUnanswered(log, req, error);
      throw processFailed();
    }
    if (!verification.success) {
      throw new AuthApiError(
        400,
        "captcha_failed",
        `captcha protection: request disallowed (${verification.errorCodes.join(", ")})`,
      );
    }
  };
}
