import type { EmailOtpType } from "@supabase/supabase-js";

/** The kinds of e-mailed link `/auth/confirm` redeems, as GoTrue names them in `type`. */
export const EMAIL_LINK_TYPES = [
  "signup",
  "email",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
] as const satisfies readonly EmailOtpType[];

export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number];

export function isEmailLinkType(value: unknown): value is EmailLinkType {
  return EMAIL_LINK_TYPES.some((type) => type === value);
}

/** Where a failed link of `type` sends the visitor: a page that says so and offers a new one. */
export function invalidLinkPage(type: EmailLinkType | null): string {
  if (type === "recovery") return "/forgot-password?error=invalid_link";
  if (type === "email_change") return "/profile?error=invalid_link";
  if (type === "signup" || type === "email") return "/signup?error=invalid_link";
  return "/login?error=invalid_link";
}

/** Where a redeemed link of `type` leads unless the link names an in-site `next`. */
export function defaultDestination(type: EmailLinkType | null): string {
  if (type === "recovery") return "/reset-password";
  if (type === "email_change") return "/profile";
  return "/";
}
