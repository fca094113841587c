// Kept free of zod so client forms can size their inputs without shipping the schema library.

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 150,
  message: 5000,
} as const;

/** Account fields. GoTrue hashes passwords with bcrypt, which reads at most 72 bytes. */
export const AUTH_LIMITS = {
  name: 100,
  passwordMin: 6,
  passwordMax: 72,
} as const;

export const CALLBACK_LIMITS = {
  name: 100,
  /** "+91 98765 43210" with room for a few more separators. */
  phone: 20,
} as const;
