import "server-only";

import { headers } from "next/headers";

import { siteOrigin } from "@/lib/security/redirects";
import { siteConfig } from "@/lib/site-config";

/**
 * Where a link mailed during this request leads: the origin the visitor used when it is ours
 * (`siteOrigin`), else the configured site. Read in a route handler or a server action, also
 * inside its `after()`.
 */
export async function mailOrigin(): Promise<string> {
  return siteOrigin(await headers(), siteConfig.url);
}
