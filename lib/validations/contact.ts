import { z } from "./zod";

import { emailField } from "./email";
import { CONTACT_LIMITS } from "./limits";

export { CONTACT_LIMITS };

/** NUL and unpaired surrogates: Postgres text cannot hold them. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function requiredText(max: number, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Please use at most ${max} characters.`)
    .refine((text) => !UNSTORABLE.test(text), "Please remove unsupported characters.");
}

export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name, "Please enter your name."),
  email: emailField,
  subject: requiredText(CONTACT_LIMITS.subject, "Please enter a subject."),
  message: requiredText(CONTACT_LIMITS.message, "Please enter your message."),
  // Honeypot: people never see it, so anything in it marks the sender as a bot.
  company: z.string().optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = Exclude<keyof ContactInput, "company">;
