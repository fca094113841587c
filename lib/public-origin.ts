// next.config.ts loads this module at build time, where the "@/" alias does not resolve: its
// imports stay relative.
import { defaultSiteUrl } from "./env";
import { isLocalHostname } from "./security/redirects";

/** Each published contact detail and where a placeholder would show without it. */
const CONTACT_VARIABLES = {
  NEXT_PUBLIC_CONTACT_EMAIL: "the footer and /contact show a placeholder",
  NEXT_PUBLIC_CONTACT_PHONE: "the footer and /contact show a placeholder",
  NEXT_PUBLIC_GRIEVANCE_EMAIL: "/privacy and /terms show a placeholder grievance contact",
} as const;

/** The site's origin when it is public (not this machine or its local network), else null. */
export function publicOrigin(source: Record<string, string | undefined>): string | null {
  const origin = source.NEXT_PUBLIC_SITE_URL?.trim() || defaultSiteUrl(source);
  try {
    const { hostname } = new URL(origin);
    return isLocalHostname(hostname) || hostname === "0.0.0.0" ? null : origin;
  } catch {
    // lib/env.ts names a malformed NEXT_PUBLIC_SITE_URL.
    return null;
  }
}

/**
 * What a public origin lacks to show real contact details (the footer, /contact and the legal
 * pages would show a placeholder): one line per missing variable, none on a local origin.
 */
export function missingContactDetails(source: Record<string, string | undefined>): string[] {
  const origin = publicOrigin(source);
  if (!origin) return [];
  return Object.entries(CONTACT_VARIABLES)
    .filter(([name]) => !source[name]?.trim())
    .map(
      ([name, placeholder]) =>
        `  ${name}: must be set on a public origin (${origin}); without it ${placeholder}`,
    );
}
