import { z } from "./zod";

import { EMAIL_MAX_LENGTH } from "./limits";

/** A required, trimmed e-mail address; shared by every form that asks for one. */
export const emailField = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(EMAIL_MAX_LENGTH, `Please use at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email("Please enter a valid e-mail address."));
