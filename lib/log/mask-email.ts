/** `asha.rao@example.com` → `a***@example.com`: what a log may say about an address. */
export { maskEmail } from "@gurukul/embedded-supabase/log";
