import { z } from "./zod";

import { emailField } from "./email";

/** The inbox's states: new messages, handled ones, or both. */
export const INBOX_STATES = ["new", "handled", "all"] as const;
export type InboxState = (typeof INBOX_STATES)[number];

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The inbox's address: `?state=new&q=fees&page=2`; anything unreadable falls back. */
export const inboxQuerySchema = z.object({
  state: z.preprocess(single, z.enum(INBOX_STATES).catch("new")),
  q: z.preprocess(single, z.string().trim().max(100).catch("").default("")),
  page: z.preprocess(single, z.coerce.number().int().min(1).max(10_000).catch(1).default(1)),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const addressLookupSchema = z.object({
  email: emailField.transform((email) => email.toLowerCase()),
});

export type AddressLookupInput = z.infer<typeof addressLookupSchema>;

/** Erasing an address: the one looked up, and the same typed again. */
export const addressErasureSchema = z
  .object({
    email: emailField.transform((email) => email.toLowerCase()),
    confirmation: z.string().trim().min(1, "Type the address again to erase it."),
  })
  .refine((input) => input.confirmation.toLowerCase() === input.email, {
    path: ["confirmation"],
    message: "That is not the address shown above.",
  });

export type AddressErasureInput = z.infer<typeof addressErasureSchema>;
