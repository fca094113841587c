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

const NEXT_PATH_MAX_LENGTH = 2048;
const SAME_SITE_BASE = "http://same-site.invalid";

/**
 * The in-site path a `next` parameter names, or "/" for anything else: a value must start with a
 * single "/" (not "//" or "/\", which browsers read as another host), contain no backslash, space
 * or control character (URL parsers drop tabs and newlines, turning "/\t/evil" into "//evil"),
 * and still resolve to this site once parsed.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || value.length > NEXT_PATH_MAX_LENGTH) return "/";
  if (!value.startsWith("/") || value.startsWith("//")) return "/";
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return "/";

  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return "/";
  }
  // Normalising can itself produce "//": "/.//evil" resolves to the path "//evil".
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SAME_SITE_BASE || path.startsWith("//")) return "/";
  return path;
}

/** `path` carrying a `next` parameter on to the next auth page; nothing when `next` is home. */
export function withNext(path: string, next: string): string {
  const safe = safeNextPath(next);
  return safe === "/" ? path : `${path}?next=${encodeURIComponent(safe)}`;
}
