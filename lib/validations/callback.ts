import { parsePhoneNumberFromString } from "libphonenumber-js/min";

import { CALLBACK_TOPICS, CALLBACK_WINDOWS } from "@/content/callback";

import { validationUi } from "@/content/ui";

import { requiredText } from "./contact";
import { CALLBACK_LIMITS } from "./limits";
import { z } from "./zod";

export { CALLBACK_LIMITS };

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * The number in E.164 (+91 and ten digits) when it is a valid Indian mobile number, else null.
 * Spaces, dashes, a leading 0 or +91 are fine; a landline or another country's number is not.
 */
export function indianMobile(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, "IN");
  if (!parsed || parsed.country !== "IN" || !parsed.isValid()) return null;
  return INDIAN_MOBILE.test(parsed.nationalNumber) ? parsed.number : null;
}

export const callbackSchema = z.object({
  name: requiredText(CALLBACK_LIMITS.name, validationUi.nameMissing),
  phone: z
    .string({ error: validationUi.phoneMissing })
    .trim()
    .min(1, validationUi.phoneMissing)
    .max(CALLBACK_LIMITS.phone, validationUi.indianMobileInvalid)
    .transform((text, context) => {
      const number = indianMobile(text);
      if (number) return number;
      context.addIssue({ code: "custom", message: validationUi.indianMobileInvalid });
      return z.NEVER;
    }),
  timeWindow: z.enum(CALLBACK_WINDOWS, { error: validationUi.callTimeMissing }),
  topic: z.enum(CALLBACK_TOPICS, { error: validationUi.callTopicMissing }),
  // The page the form was on, for the consent record.
  page: z.enum(["/contact", "/pricing-page", "/ai-assessment/result"]).catch("/contact"),
  // Honeypot: people never see it, so anything in it marks the sender as a bot.
  company: z.string().optional(),
});

export type CallbackInput = z.infer<typeof callbackSchema>;
export type CallbackField = "name" | "phone" | "timeWindow" | "topic";
