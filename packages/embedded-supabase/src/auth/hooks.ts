import { randomUUID } from "node:crypto";

import { signWebhook } from "@gurukul/shared";

import type { HookSettings } from "../config/phone-settings";
import { AuthApiError } from "../http/errors";
import { isObject } from "../http/http";
import type { Logger } from "../log/logger";

/** GoTrue's hook names, as its payloads' `metadata.name` gives them. */
export type HookName = "send-sms" | "send-email";

/** GoTrue's limits on an HTTP hook call (internal/hooks/v0hooks/v0http). */
export const HOOK_TIMEOUT_MS = 5_000;
const HOOK_ATTEMPTS = 3;
const HOOK_BACKOFF_MS = 2_000;
const HOOK_RESPONSE_LIMIT = 200 * 1024;

export interface HookCaller {
  settings: HookSettings;
  /** All attempts together stop after this (GoTrue's 5 s). */
  timeoutMs: number;
  log: Logger;
}

/** Why a call failed, for the log; the client is only told that the hook failed. */
class HookFailure extends Error {}

/** One attempt: the answer's JSON (or null), a reason to try again, or a failure. */
async function attempt(
  caller: HookCaller,
  body: string,
  signal: AbortSignal,
): Promise<unknown | "again"> {
  let response: Response;
  try {
    response = await fetch(caller.settings.uri, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...signWebhook(caller.settings.secrets, randomUUID(), body),
      },
      body,
      signal,
      redirect: "manual",
    });
  } catch {
    if (signal.aborted) throw new HookFailure("Failed to reach hook within maximum time");
    return "again";
  }
  const { status } = response;
  if (status === 200 || status === 202 || status === 204) {
    const type = response.headers.get("content-type") ?? "";
    if (type === "" && status === 204) return null;
    if (type.split(";")[0]!.trim().toLowerCase() !== "application/json") {
      throw new HookFailure(`Invalid JSON response. Received content-type: ${type}`);
    }
    const text = await response.text();
    if (Buffer.byteLength(text) > HOOK_RESPONSE_LIMIT) {
      throw new HookFailure("Payload size exceeded size limit");
    }
    try {
      return text.trim() === "" ? null : JSON.parse(text);
    } catch {
      throw new HookFailure("Error unmarshaling JSON output.");
    }
  }
  await response.body?.cancel();
  if ((status === 429 || status === 503) && response.headers.get("retry-after")) return "again";
  throw new HookFailure(`Unexpected status code returned from hook: ${status}`);
}

/** The hook's own refusal, `{error: {http_code, message}}`, answered as GoTrue answers it. */
function hookRefusal(output: unknown): AuthApiError | null {
  if (!isObject(output) || !isObject(output.error)) return null;
  const code = Number(output.error.http_code);
  const status = Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
  const message = typeof output.error.message === "string" ? output.error.message : "";
  return new AuthApiError(status, status === 500 ? "unexpected_failure" : "unknown", message);
}

/**
 * Posts `input` to the hook, signed as GoTrue signs it (Standard Webhooks, a new `webhook-id`
 * per attempt), and answers as GoTrue does: a connection that fails is tried again (three
 * attempts, 2 s apart, within the timeout); a 429 or 503 with `Retry-After` again at once; any
 * other failure (timeout, status, content type, body) is 500 "Error running hook URI: …"; a 2xx
 * whose body carries `error` is that error's `http_code` and `message`.
 */
export async function invokeHook(
  caller: HookCaller,
  name: HookName,
  input: Record<string, unknown>,
  ipAddress: string,
): Promise<void> {
  // As GoTrue's `omitempty`: no address, no field.
  const metadata = {
    uuid: randomUUID(),
    time: new Date().toISOString(),
    name,
    ...(ipAddress ? { ip_address: ipAddress } : {}),
  };
  const body = JSON.stringify({ metadata, ...input });
  const signal = AbortSignal.timeout(caller.timeoutMs);
  let output: unknown;
  try {
    for (let tries = 1; ; tries++) {
      output = await attempt(caller, body, signal);
      if (output !== "again") break;
      if (tries >= HOOK_ATTEMPTS)
        throw new HookFailure("Failed to reach hook after maximum retries");
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(HOOK_BACKOFF_MS, caller.timeoutMs)),
      );
      if (signal.aborted) throw new HookFailure("Failed to reach hook within maximum time");
    }
  } catch (error) {
    // A timeout while the answer was being read is the hook's failure too.
    if (!(error instanceof HookFailure) && !signal.aborted) throw error;
    const reason =
      error instanceof HookFailure ? error.message : "Failed to reach hook within maximum time";
    caller.log.warn(
      { event: "backend.hook_failed", hook: name, uri: caller.settings.uri, reason },
      "an auth hook failed",
    );
    throw new AuthApiError(
      500,
      "unexpected_failure",
      `Error running hook URI: ${caller.settings.uri}`,
    );
  }
  const refusal = hookRefusal(output);
  if (refusal) {
    caller.log.warn(
      { event: "backend.hook_refused", hook: name, status: refusal.status },
      "an auth hook refused",
    );
    throw refusal;
  }
}
