import { validationUi } from "@/content/ui";

import { z } from "./zod";

import { emailField } from "./email";
import { AUTH_LIMITS } from "./limits";
import { tooLong } from "./too-long";

export { AUTH_LIMITS };

/** Spec §9: the shortest password an account may have. */
export const PASSWORD_MIN_LENGTH = AUTH_LIMITS.passwordMin;

// Passwords are taken exactly as typed: a leading or trailing space is part of the secret.

/** A password the account already has, asked for again: only its length is checked. */
export function currentPassword(missing: string) {
  return z
    .string({ error: missing })
    .min(1, missing)
    .max(AUTH_LIMITS.passwordMax, tooLong(AUTH_LIMITS.passwordMax));
}

/** A password being chosen, under the sign-up rules. */
export function newPassword(missing: string) {
  return z
    .string({ error: missing })
    .min(1, missing)
    .min(
      PASSWORD_MIN_LENGTH,
      validationUi.passwordTooShort.replace("{min}", String(PASSWORD_MIN_LENGTH)),
    )
    .max(AUTH_LIMITS.passwordMax, tooLong(AUTH_LIMITS.passwordMax));
}

/** The new password typed again. */
export const confirmPassword = z.string({ error: validationUi.passwordRepeat });

/** Whether the confirmation repeats the new password; see `PASSWORD_MISMATCH`. */
export function confirmationMatches(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword;
}

/** A mismatch is reported on the confirmation field. */
export const PASSWORD_MISMATCH = {
  path: ["confirmPassword"],
  message: validationUi.passwordMismatch,
};

export const fullName = z
  .string({ error: validationUi.fullNameMissing })
  .trim()
  .min(1, validationUi.fullNameMissing)
  .max(AUTH_LIMITS.name, tooLong(AUTH_LIMITS.name));

export const loginSchema = z.object({
  email: emailField,
  password: currentPassword(validationUi.passwordMissing),
});

export const signupSchema = z.object({
  name: fullName,
  email: emailField,
  password: newPassword(validationUi.passwordToChoose),
});

export const resetRequestSchema = z.object({
  email: emailField,
});

export const newPasswordSchema = z
  .object({
    password: newPassword(validationUi.passwordToChoose),
    confirmPassword,
  })
  .refine(confirmationMatches, PASSWORD_MISMATCH);

/** An e-mailed 6-digit code, typed with or without spaces. */
export const emailCode = z
  .string({ error: validationUi.emailCodeMissing })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, validationUi.emailCodeMissing)
      .regex(/^\d{6}$/, validationUi.emailCodeInvalid),
  );

/** A code typed on a "Check your e-mail" screen after sign-up or "Forgot password". */
export const emailCodeSchema = z.object({
  email: emailField,
  type: z.enum(["signup", "recovery"], { error: "Unknown kind of code." }),
  code: emailCode,
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export type EmailCodeInput = z.infer<typeof emailCodeSchema>;
