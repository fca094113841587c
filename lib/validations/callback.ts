import { parsePhoneNumberFromString } from "libphonenumber-js/min";

import { CALLBACK_TOPICS, CALLBACK_WINDOWS } from "@/content/callback";

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
  name: requiredText(CALLBACK_LIMITS.name, "Please enter your name."),
  phone: z
    .string({ error: "Please enter your mobile number." })
    .trim()
    .min(1, "Please enter your mobile number.")
    .max(CALLBACK_LIMITS.phone, "Please enter a valid Indian mobile number.")
    .transform((text, context) => {
      const number = indianMobile(text);
      if (number) return number;
      context.addIssue({ code: "custom", message: "Please enter a valid Indian mobile number." });
      return z.NEVER;
    }),
  timeWindow: z.enum(CALLBACK_WINDOWS, { error: "Please choose when we should call." }),
  topic: z.enum(CALLBACK_TOPICS, { error: "Please choose what it is about." }),
  // The page the form was on, for the consent record.
  page: z.enum(["/contact", "/pricing-page", "/ai-assessment/result"]).catch("/contact"),
  // Honeypot: people never see it, so anything in it marks the sender as a bot.
  company: z.string().optional(),
});

export type CallbackInput = z.infer<typeof callbackSchema>;
export type CallbackField = "name" | "phone" | "timeWindow" | "topic";
