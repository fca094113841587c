// The e-mail settings of `supabase/config.toml` that a hosted project should carry: each
// `[auth.email.template.<name>]` (its subject and the file `content_path` names, relative to the
// project folder, as the Supabase CLI reads it), `[auth.email] otp_expiry` and
// `secure_password_change`.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import type { LocalEmailSettings } from "./deploy-check";

const quoted = (value: string) => /^"((?:[^"\\]|\\.)*)"$/.exec(value.trim())?.[1];

/** The file's tables: each key's value as written. */
function readTables(configFile: string): Map<string, Map<string, string>> {
  const tables = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  for (const raw of readFileSync(configFile, "utf8").split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    const table = /^\[([\w.-]+)\]$/.exec(line);
    if (table) {
      current = new Map();
      tables.set(table[1]!, current);
      continue;
    }
    const pair = /^(\w+)\s*=\s*(.+)$/.exec(line);
    if (pair) current.set(pair[1]!, pair[2]!);
  }
  return tables;
}

/** Reads the settings of `configFile`; paths resolve against `projectDir`. */
export function readLocalEmailSettings(
  configFile = "supabase/config.toml",
  projectDir = ".",
): LocalEmailSettings {
  const tables = readTables(configFile);
  const templates = [...tables]
    .filter(([name]) => name.startsWith("auth.email.template."))
    .flatMap(([name, keys]) => {
      const path = quoted(keys.get("content_path") ?? "");
      if (!path) return [];
      return [
        {
          name: name.slice("auth.email.template.".length),
          subject: quoted(keys.get("subject") ?? "") ?? "",
          content: readFileSync(resolve(projectDir, path), "utf8"),
        },
      ];
    });
  const email = tables.get("auth.email");
  const expiry = Number(email?.get("otp_expiry"));
  const secure = email?.get("secure_password_change");
  return {
    templates,
    otpExpiry: Number.isInteger(expiry) ? expiry : null,
    securePasswordChange: secure === "true" ? true : secure === "false" ? false : null,
  };
}
