"use server";

import { headers } from "next/headers";

import { callbackEndpoint, contactEndpoint, subscribeEndpoint } from "@/lib/forms/endpoints";
import { submitForm, type FormEndpoint, type SubmitOutcome } from "@/lib/forms/handler";
import type { PostedForm } from "@/lib/forms/posted-form";
import { isSameOrigin } from "@/lib/security/same-origin";

/** The fields a failed post echoes back; the honeypot is never among them. */
const ECHOED = {
  contact: ["name", "email", "subject", "message"],
  subscribe: ["email"],
  callback: ["name", "phone", "timeWindow", "topic"],
} as const;

/**
 * The no-JavaScript path of a public form. Its page is prerendered; Next renders it afresh for
 * the post with this action's answer, so the form shows its inline errors with the typed values,
 * or its sent state, as the script does after posting to the route handler. Both go through
 * `submitForm` with the same endpoint.
 */
async function post<T>(
  endpoint: FormEndpoint<T>,
  echoed: readonly string[],
  formData: FormData,
): Promise<PostedForm> {
  const raw: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string") raw[name] = value;
  }
  const requestHeaders = await headers();
  const outcome: SubmitOutcome = isSameOrigin(requestHeaders)
    ? await submitForm(raw, requestHeaders, endpoint, endpoint.returnPath(raw))
    : { ok: false, code: "cross_origin" };
  if (outcome.ok) return { outcome: "sent", values: {}, fieldErrors: {} };

  const values: Record<string, string> = {};
  for (const name of echoed) values[name] = raw[name] ?? "";
  const fieldErrors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(outcome.fields ?? {})) {
    if (messages[0]) fieldErrors[name] = messages[0];
  }
  return { outcome: outcome.code, values, fieldErrors };
}

export async function postContactMessage(_previous: PostedForm, formData: FormData) {
  return post(contactEndpoint, ECHOED.contact, formData);
}

export async function postSubscription(_previous: PostedForm, formData: FormData) {
  return post(subscribeEndpoint, ECHOED.subscribe, formData);
}

export async function postCallbackRequest(_previous: PostedForm, formData: FormData) {
  return post(callbackEndpoint, ECHOED.callback, formData);
}
