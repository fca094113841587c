import { z } from "./zod";

import { emailField } from "./email";
import { AUTH_LIMITS } from "./limits";

const tooLong = (max: number) => `Please use at most ${max} characters.`;

export const profileNameSchema = z.object({
  name: z
    .string({ error: "Please enter your full name." })
    .trim()
    .min(1, "Please enter your full name.")
    .max(AUTH_LIMITS.name, tooLong(AUTH_LIMITS.name)),
});

/** The new password obeys the sign-up rules; the current one is asked again. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password." })
      .min(1, "Please enter your current password.")
      .max(AUTH_LIMITS.passwordMax, tooLong(AUTH_LIMITS.passwordMax)),
    password: z
      .string({ error: "Please choose a new password." })
      .min(1, "Please choose a new password.")
      .min(
        AUTH_LIMITS.passwordMin,
        `Password must be at least ${AUTH_LIMITS.passwordMin} characters.`,
      )
      .max(AUTH_LIMITS.passwordMax, tooLong(AUTH_LIMITS.passwordMax)),
    confirmPassword: z.string({ error: "Please repeat the new password." }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords don't match.",
  })
  .refine((value) => value.password !== value.currentPassword, {
    path: ["password"],
    message: "Choose a password different from your current one.",
  });

export const changeEmailSchema = z.object({ email: emailField });

export const deleteAccountSchema = z.object({
  email: z.string({ error: "Type your e-mail address to confirm." }).trim().min(1, {
    message: "Type your e-mail address to confirm.",
  }),
});

export type ProfileNameInput = z.infer<typeof profileNameSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
