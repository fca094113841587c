/** The avatar letter: the e-mail's first character upper-cased, or "U" without one. */
export function avatarInitial(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || "U";
}

/** The round avatar button and its loading stand-in share one size, so nothing moves. */
export const avatarClass =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground shadow-sm";
