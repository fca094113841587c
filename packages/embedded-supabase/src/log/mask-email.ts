/** `asha.rao@example.com` → `a***@example.com`: what a log may say about an address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "***" : `${email[0]}***${email.slice(at)}`;
}
