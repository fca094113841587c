import { escapeHtml } from "./html";

/**
 * GoTrue's e-mail templates as the embedded backend and the site's Send Email hook both render
 * them, so one template gives the same bytes whichever sends it.
 */

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

/** The first link of an HTML e-mail: the button every template leads with. */
export function firstLink(html: string): string | undefined {
  const href = /<a\s[^>]*href="([^"]+)"/i.exec(html)?.[1];
  return href
    ?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&");
}

/**
 * GoTrue's `{{ .ConfirmationURL }}` below its API's address (`…/auth/v1`): `redirect_to` goes in
 * as it is unless it holds `&`, `=` or `#`, which would break the query, and only then is
 * percent-encoded.
 */
export function verifyUrl(authApiUrl: string, token: string, type: string, redirect: string) {
  const query = [
    `token=${encodeURIComponent(token)}`,
    `type=${encodeURIComponent(type)}`,
    `redirect_to=${/[&=#]/.test(redirect) ? encodeURIComponent(redirect) : redirect}`,
  ];
  return `${authApiUrl}/verify?${query.join("&")}`;
}
