import "server-only";

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { firstLink, parseToml, renderTemplate, verifyUrl } from "@gurukul/shared";
import type { TemplateVariables } from "@gurukul/shared";
import { z } from "zod";

import type { Lang } from "@/lib/i18n/lang";
import type { SiteMail } from "@/lib/mail/mailer";
import { isLocalHostname } from "@/lib/security/redirects";
import { siteConfig } from "@/lib/site-config";
import { langOf } from "@/lib/validations/lang-field";

/**
 * The auth e-mails GoTrue's Send Email hook hands the site, rendered in the member's language from
 * the project's templates: `supabase/templates/<name>.html|txt` (English, the ones config.toml
 * names, so the embedded backend and a hosted project without the hook send the same bytes) and
 * `supabase/templates/hi/` (Hindi). English subjects are config.toml's, Hindi ones
 * `hi/subjects.toml`'s.
 */

/** The templates, by the CLI's names; the current address of an e-mail change has its own. */
type TemplateName =
  | "confirmation"
  | "invite"
  | "magic_link"
  | "recovery"
  | "email_change"
  | "email_change_current"
  | "reauthentication";

/** GoTrue's `email_action_type`s and their templates (`email` is a code to sign in with). */
const TEMPLATE_OF: Record<string, TemplateName> = {
  signup: "confirmation",
  invite: "invite",
  magiclink: "magic_link",
  email: "magic_link",
  recovery: "recovery",
  email_change: "email_change",
  reauthentication: "reauthentication",
};

const PROJECT = join(process.cwd(), "supabase");
const FOLDERS: Record<Lang, string> = {
  en: join(PROJECT, "templates"),
  hi: join(PROJECT, "templates", "hi"),
};
const SUBJECT_FILES: Record<Lang, string> = {
  en: join(PROJECT, "config.toml"),
  hi: join(PROJECT, "templates", "hi", "subjects.toml"),
};

/**
 * A file of `supabase/`. The build ships the folder by next.config.ts' `outputFileTracingIncludes`,
 * so the tracer is told not to follow the computed path (it would trace the whole project).
 */
function readProjectFile(path: string): string {
  return readFileSync(/* turbopackIgnore: true */ path, "utf8");
}

type Template = { subject: string; html: string; text: string };

const loaded = new Map<string, Template>();

/** A template and its subject, read once per process (the files ship with the build). */
function template(lang: Lang, name: TemplateName): Template {
  const key = `${lang}/${name}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const tables = parseToml(readProjectFile(SUBJECT_FILES[lang]));
  // The current address's e-mail of a change goes under the change's subject, as GoTrue's does.
  const subjectOf = name === "email_change_current" ? "email_change" : name;
  const subject = tables[`auth.email.template.${subjectOf}`]?.subject;
  if (typeof subject !== "string") {
    throw new Error(`no subject for the ${lang} ${name} e-mail in ${SUBJECT_FILES[lang]}`);
  }
  const read = (extension: string) => readProjectFile(`${FOLDERS[lang]}/${name}.${extension}`);
  const found = { subject, html: read("html"), text: read("txt") };
  loaded.set(key, found);
  return found;
}

/** GoTrue's Send Email hook input, as much of it as the e-mails need. */
const sendEmailHookSchema = z.object({
  user: z.object({
    email: z.string().nullish(),
    new_email: z.string().nullish(),
    user_metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
  email_data: z.object({
    token: z.string(),
    token_hash: z.string(),
    redirect_to: z.string(),
    email_action_type: z.string(),
    site_url: z.string(),
    token_new: z.string().nullish(),
    token_hash_new: z.string().nullish(),
  }),
});

type SendEmailHookInput = z.infer<typeof sendEmailHookSchema>;

/**
 * GoTrue's `{{ .SiteURL }}`: the project's site URL, which the hook's payload does not carry (its
 * `site_url` is the auth API's). The link's `redirect_to` is on that site (GoTrue falls back to the
 * site URL itself), so its origin is taken where it is this site or a local one, as
 * `siteOrigin()` takes a request's.
 */
function siteUrlOf(redirectTo: string): string {
  try {
    const url = new URL(redirectTo);
    if (url.origin === new URL(siteConfig.url).origin || isLocalHostname(url.hostname)) {
      return url.origin;
    }
  } catch {
    // No redirect, or not a URL: the configured site.
  }
  return siteConfig.url;
}

/** One e-mail to write: its recipient, template, and the code and token it carries. */
type Recipient = { to: string; name: TemplateName; token: string; tokenHash: string };

/**
 * Who gets what. A change confirmed from both addresses is one call in GoTrue's historical
 * mapping (its Send Email Hook guide): the current address gets `token` with `token_hash_new`, the
 * new one `token_new` with `token_hash`; with one address to confirm, `token` and `token_hash`
 * are the new address's. Every other e-mail goes to the account's address.
 */
function recipients({ user, email_data: data }: SendEmailHookInput, name: TemplateName) {
  const current = user.email ?? "";
  if (name !== "email_change") {
    return [{ to: current, name, token: data.token, tokenHash: data.token_hash }];
  }
  const toNew = user.new_email ?? "";
  if (!data.token_new || !current) {
    return [{ to: toNew, name, token: data.token, tokenHash: data.token_hash }];
  }
  return [
    {
      to: current,
      name: "email_change_current" as const,
      token: data.token,
      tokenHash: data.token_hash_new ?? "",
    },
    { to: toNew, name, token: data.token_new, tokenHash: data.token_hash },
  ];
}

function render(input: SendEmailHookInput, lang: Lang, recipient: Recipient): SiteMail {
  const { user, email_data: data } = input;
  const variables: TemplateVariables = {
    ConfirmationURL: verifyUrl(
      data.site_url,
      recipient.tokenHash,
      data.email_action_type,
      data.redirect_to,
    ),
    Token: recipient.token,
    TokenHash: recipient.tokenHash,
    SiteURL: siteUrlOf(data.redirect_to),
    Email: user.email ?? "",
    NewEmail: user.new_email ?? "",
    RedirectTo: data.redirect_to,
  };
  const { subject, html, text } = template(lang, recipient.name);
  const body = renderTemplate(html, variables, "html");
  return {
    to: recipient.to,
    subject: renderTemplate(subject, variables, "text"),
    html: body,
    text: renderTemplate(text, variables, "text"),
    link: firstLink(body) ?? "",
    code: recipient.token,
  };
}

/**
 * The e-mails one Send Email hook call asks for, in the member's language; null when the body is
 * not such a call, or names a kind of e-mail or a recipient there is none for.
 */
export function authMailsOf(body: unknown): SiteMail[] | null {
  const parsed = sendEmailHookSchema.safeParse(body);
  if (!parsed.success) return null;
  const name = TEMPLATE_OF[parsed.data.email_data.email_action_type];
  if (!name) return null;
  const lang = langOf(parsed.data.user.user_metadata?.locale);
  const mails = recipients(parsed.data, name);
  if (mails.some(({ to }) => !to)) return null;
  return mails.map((recipient) => render(parsed.data, lang, recipient));
}
