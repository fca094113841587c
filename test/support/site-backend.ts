import { vi } from "vitest";

import type { EmbeddedBackend } from "@gurukul/embedded-supabase";

/**
 * For tests: points the site's server code at a test backend, through the variables
 * `lib/server-env.ts` reads for it. The caller saves and restores `process.env` around it.
 */
export function pointSiteAt(standIn: Pick<EmbeddedBackend, "url" | "anonKey" | "serviceRoleKey">) {
  process.env.SUPABASE_URL = standIn.url;
  process.env.SUPABASE_PUBLISHABLE_KEY = standIn.anonKey;
  process.env.SUPABASE_SECRET_KEY = standIn.serviceRoleKey;
}

/**
 * For tests: the site's mail goes to the test backend's mailbox (no SMTP, no mail log), stubbed so
 * that `vi.unstubAllEnvs()` undoes it.
 */
export function mailToMailbox(standIn: Pick<EmbeddedBackend, "mailboxUrl" | "serviceRoleKey">) {
  if (!standIn.mailboxUrl) throw new Error("start the test backend with { mailbox: true }");
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("SITE_MAIL_LOG", "");
  vi.stubEnv("SUPABASE_SECRET_KEY", standIn.serviceRoleKey);
  vi.stubEnv("LOCAL_MAILBOX_URL", standIn.mailboxUrl);
}
