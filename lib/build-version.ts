import { platformEnv } from "@/lib/server-env";

/**
 * The version of the running build: the package version and the commit it was built from, fixed
 * at build time by next.config.ts (`BUILD_VERSION`).
 */
export function buildVersion(): string {
  return platformEnv.buildVersion();
}
