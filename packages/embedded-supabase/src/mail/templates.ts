import { existsSync, readFileSync } from "node:fs";

import type { MailKind } from "./types";
import { escapeHtml } from "@gurukul/shared";

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

/** What GoTrue fills a template with (its names, without the leading dot). */
export interface TemplateVariables {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  Email: string;
  NewEmail: string;
  RedirectTo: string;
}

const VARIABLE = /\{\{\s*\.([A-Za-z]+)\s*\}\}/g;

/**
 * `{{ .Name }}` replaced by its value, HTML-escaped where the template is HTML, as Go's
 * html/template escapes GoTrue's. A name GoTrue does not define is an error, so a typo never
 * reaches a mailbox.
 */
export function renderTemplate(
  template: string,
  variables: TemplateVariables,
  format: "html" | "text",
): string {
  return template.replace(VARIABLE, (_match, name: string) => {
    if (!Object.hasOwn(variables, name)) {
      throw new Error(`the e-mail template uses {{ .${name} }}, which GoTrue does not define`);
    }
    const value = variables[name as keyof TemplateVariables];
    return format === "html" ? escapeHtml(value) : value;
  });
}

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

/** The first link of an HTML e-mail: the button every template leads with. */
export function firstLink(html: string): string | undefined {
  const href = /<a\s[^>]*href="([^"]+)"/i.exec(html)?.[1];
  return href
    ?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&");
}
