// `npm run admin:grant -- EMAIL` / `npm run admin:revoke -- EMAIL`: gives an account the team role
// (`app_metadata.role = "team"`), which opens /admin, or takes it away. Only the secret key can set
// app_metadata, through the auth Admin API (PUT /admin/users/{id}), so this works against a hosted
// project as against the running embedded backend (scripts/lib/backend.ts), on either engine,
// while the site runs. The console follows the change on the member's next page (proxy.ts
// refreshes a token whose role no longer matches); other tokens carry it from their next refresh.
import type { SupabaseClient, User } from "@supabase/supabase-js";

import { TEAM_ROLE } from "@/lib/admin/role";
import { emailField } from "@/lib/validations/email";

import { secretClient } from "./lib/backend";

const PER_PAGE = 1000;

async function userByEmail(client: SupabaseClient, email: string): Promise<User | null> {
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: PER_PAGE });
    if (error) throw new Error(error.message);
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user;
    if (data.users.length < PER_PAGE) return null;
  }
}

try {
  const [command, address] = process.argv.slice(2);
  if (command !== "grant" && command !== "revoke")
    throw new Error("usage: admin-role.ts grant|revoke EMAIL");
  const parsed = emailField.safeParse(address ?? "");
  if (!parsed.success)
    throw new Error(`give the account's e-mail: npm run admin:${command} -- EMAIL`);
  const email = parsed.data.toLowerCase();
  const { client } = await secretClient();
  const user = await userByEmail(client, email);
  if (!user) throw new Error(`no account uses ${email}`);
  // GoTrue merges app_metadata key by key; a null removes the role and keeps the providers.
  const { error } = await client.auth.admin.updateUserById(user.id, {
    app_metadata: { role: command === "grant" ? TEAM_ROLE : null },
  });
  if (error) throw new Error(error.message);
  console.log(
    command === "grant"
      ? `admin: ${email} is on the team; /admin opens on their next page.`
      : `admin: ${email} is no longer on the team; /admin refuses them on their next page.`,
  );
} catch (error) {
  console.error(`admin: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
