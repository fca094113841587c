// The e-mail settings of `supabase/config.toml` that a hosted project should carry: each
// `[auth.email.template.<name>]` (its subject and the file `content_path` names, relative to the
// project folder, as the Supabase CLI reads it), `[auth.email] otp_expiry` and
// `secure_password_change`.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { parseToml } from "@gurukul/shared";

import type { LocalEmailSettings } from "./deploy-check";

/** Reads the settings of `configFile`; paths resolve against `projectDir`. */
export function readLocalEmailSettings(
  configFile = "supabase/config.toml",
  projectDir = ".",
): LocalEmailSettings {
  const tables = parseToml(readFileSync(configFile, "utf8"));
  const templates = Object.entries(tables)
    .filter(([name]) => name.startsWith("auth.email.template."))
    .flatMap(([name, keys]) => {
      const path = keys.content_path;
      if (typeof path !== "string" || !path) return [];
      return [
        {
          name: name.slice("auth.email.template.".length),
          subject: typeof keys.subject === "string" ? keys.subject : "",
          content: readFileSync(resolve(projectDir, path), "utf8"),
        },
      ];
    });
  const email = tables["auth.email"];
  const expiry = email?.otp_expiry;
  const secure = email?.secure_password_change;
  return {
    templates,
    otpExpiry: typeof expiry === "number" && Number.isInteger(expiry) ? expiry : null,
    securePasswordChange: typeof secure === "boolean" ? secure : null,
  };
}
