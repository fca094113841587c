/** The `app_metadata.role` of the people who run the site; only the secret key can set it. */
export const TEAM_ROLE = "team";

/** Whether an account's (or a JWT's) `app_metadata` names the team role. */
export function hasTeamRole(appMetadata: unknown): boolean {
  return (
    typeof appMetadata === "object" &&
    appMetadata !== null &&
    (appMetadata as { role?: unknown }).role === TEAM_ROLE
  );
}
