import type { ErrorCode } from "@/lib/forms/handler";

/**
 * What the contact, newsletter and notify-me forms render after a post sent without JavaScript
 * (their server actions, lib/forms/actions.ts): `outcome` is null until a post is answered, then
 * "sent" or the refusal's code, as the route handler's JSON would say it; `values` echoes what was
 * typed so the fields come back filled, and `fieldErrors` holds the first error of each field.
 */
export type PostedForm = {
  outcome: "sent" | ErrorCode | null;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
};

export const notPosted: PostedForm = { outcome: null, values: {}, fieldErrors: {} };
