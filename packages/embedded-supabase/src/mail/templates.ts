import { existsSync, readFileSync } from "node:fs";

import type { MailKind } from "./types";

/** The Supabase CLI's `[auth.email.template.<name>]` of each kind of e-mail. */
export const TEMPLATE_NAMES: Record<MailKind, string> = {
  signup: "confirmation",
  invite: "invite",
  magiclink: "magic_link",
  recovery: "recovery",
  email_change: "email_change",
  reauthentication: "reauthentication",
};

/** One configured template: its subject, its HTML and, where a `.txt` sits beside it, its text. */
export interface MailTemplate {
  subject: string | undefined;
  html: string;
  text: string | undefined;
}

export type MailTemplates = Partial<Record<MailKind, MailTemplate>>;

/**
 * The templates `config.toml` names (`content_path` relative to the project folder, as the CLI
 * reads it). A named file that is missing stops the start, as it does the CLI's.
 */
export function loadTemplates(
  entries: Partial<Record<MailKind, { subject?: string; contentPath?: string }>>,
  resolvePath: (path: string) => string,
): MailTemplates {
  const templates: MailTemplates = {};
  for (const [kind, entry] of Object.entries(entries) as [MailKind, (typeof entries)[MailKind]][]) {
    if (!entry?.contentPath) continue;
    const path = resolvePath(entry.contentPath);
    if (!existsSync(path)) throw new Error(`the e-mail template ${path} does not exist`);
    const textPath = path.replace(/\.html?$/, ".txt");
    templates[kind] = {
      subject: entry.subject,
      html: readFileSync(path, "utf8"),
      text: textPath !== path && existsSync(textPath) ? readFileSync(textPath, "utf8") : undefined,
    };
  }
  return templates;
}
