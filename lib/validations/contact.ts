import { z } from "./zod";

import { validationUi } from "@/content/ui";

import { emailField } from "./email";
import { tooLong } from "./too-long";
import { CONTACT_LIMITS } from "./limits";

export { CONTACT_LIMITS };

/** NUL and unpaired surrogates: Postgres text cannot hold them. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function requiredText(max: number, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong(max))
    .refine((text) => !UNSTORABLE.test(text), validationUi.unsupportedCharacters);
}

export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name, validationUi.nameMissing),
  email: emailField,
  subject: requiredText(CONTACT_LIMITS.subject, validationUi.subjectMissing),
  message: requiredText(CONTACT_LIMITS.message, validationUi.messageMissing),
  // Honeypot: people never see it, so anything in it marks the sender as a bot.
  company: z.string().optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = Exclude<keyof ContactInput, "company">;
