import { z } from "./zod";

import { emailField } from "./email";
import { AUTH_LIMITS } from "./limits";

export { AUTH_LIMITS };

/** Spec §9: the shortest password an account may have. */
export const PASSWORD_MIN_LENGTH = AUTH_LIMITS.passwordMin;

const tooLong = (max: number) => `Please use at most ${max} characters.`;

// Passwords are taken exactly as typed: a leading or trailing space is part of the secret.
const currentPassword = z
  .string({ error: "Please enter your password." })
  .min(1, "Please enter your password.")
  .max(AUTH_LIMITS.passwordMax, tooLong(AUTH_LIMITS.passwordMax));

const newPassword = z
  .string({ error: "Please choose a password." })
  .min(1, "Please choose a password.")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(AUTH_LIMITS.passwordMax, tooLong(AUTH_LIMITS.passwordMax));

export const loginSchema = z.object({
  email: emailField,
  password: currentPassword,
});

export const signupSchema = z.object({
  name: z
    .string({ error: "Please enter your full name." })
    .trim()
    .min(1, "Please enter your full name.")
    .max(AUTH_LIMITS.name, tooLong(AUTH_LIMITS.name)),
  email: emailField,
  password: newPassword,
});

export const resetRequestSchema = z.object({
  email: emailField,
});

export const newPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ error: "Please repeat the new password." }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords don't match.",
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
