import { z } from "./zod";

import {
  emailCode,
  confirmationMatches,
  confirmPassword,
  currentPassword,
  fullName,
  newPassword,
  PASSWORD_MISMATCH,
} from "./auth";
import { emailField } from "./email";

export const profileNameSchema = z.object({ name: fullName });

/** The new password obeys the sign-up rules; the current one is asked again. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPassword("Please enter your current password."),
    password: newPassword("Please choose a new password."),
    confirmPassword,
  })
  .refine(confirmationMatches, PASSWORD_MISMATCH)
  .refine((value) => value.password !== value.currentPassword, {
    path: ["password"],
    message: "Choose a password different from your current one.",
  });

/** A first password, for an account made with Google: nothing to confirm it against. */
export const setPasswordSchema = z
  .object({ password: newPassword("Please choose a password."), confirmPassword })
  .refine(confirmationMatches, PASSWORD_MISMATCH);

export const changeEmailSchema = z.object({ email: emailField });

/**
 * The codes of a pending e-mail change: one mailed to the new address and, where both addresses
 * confirm, one to the current address. Either may be typed first; a blank one is left for later.
 */
export const emailChangeCodesSchema = z
  .object({
    newCode: z.string().transform((value) => value.replace(/\s+/g, "")),
    currentCode: z.string().transform((value) => value.replace(/\s+/g, "")),
  })
  .superRefine((value, context) => {
    if (value.newCode === "" && value.currentCode === "") {
      context.addIssue({
        code: "custom",
        path: ["newCode"],
        message: "Please enter a 6-digit code from one of the e-mails.",
      });
    }
    for (const field of ["newCode", "currentCode"] as const) {
      if (value[field] !== "" && !emailCode.safeParse(value[field]).success) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: "The code is the 6 digits in the e-mail.",
        });
      }
    }
  });

export const deleteAccountSchema = z.object({
  email: z.string({ error: "Type your e-mail address to confirm." }).trim().min(1, {
    message: "Type your e-mail address to confirm.",
  }),
});

export type ProfileNameInput = z.infer<typeof profileNameSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
