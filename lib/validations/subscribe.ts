import { z } from "./zod";

import { emailField } from "./email";

/** Where a subscription came from; one row per e-mail and source. */
export const SUBSCRIPTION_SOURCES = [
  "newsletter",
  "launching-soon",
  "pricing",
  "community",
] as const;

export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const subscribeSchema = z.object({
  // Lower-cased so the same person is not stored twice under different capitalisation.
  email: emailField.transform((email) => email.toLowerCase()),
  source: z.enum(SUBSCRIPTION_SOURCES, { error: "Unknown subscription source." }),
  /** Asked again from the profile's list rather than from the list's own page. */
  from: z.literal("profile").optional(),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
