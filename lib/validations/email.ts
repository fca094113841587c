import { z } from "./zod";

import { validationUi } from "@/content/ui";

import { EMAIL_MAX_LENGTH } from "./limits";
import { tooLong } from "./too-long";

/** A required, trimmed e-mail address; shared by every form that asks for one. */
export const emailField = z
  .string({ error: validationUi.emailMissing })
  .trim()
  .min(1, validationUi.emailMissing)
  .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
  .pipe(z.email(validationUi.emailInvalid));
