// What `npm run deploy:check` verifies of a running deployment: each check is one line of the
// report, and any failure fails the command.
import {
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_GRIEVANCE_EMAIL,
  PLACEHOLDER_PHONE,
} from "@/lib/site-config";

import { COMPILE_HINT, sentScripts } from "./compile-hints.mjs";

export type Check = { ok: boolean; name: string; detail: string };

const TIMEOUT_MS = 10_000;

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: response.status, body: await response.text() };
}

async function attempt(name: string, run: () => Promise<Omit<Check, "name">>): Promise<Check> {
  try {
    return { name, ...(await run()) };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The scripts the home page is sent with (the polyfills aside), each as the host serves it; all
 * marked for eager compilation when the host serves what `npm run build` wrote.
 */
async function startupScripts(site: string): Promise<Omit<Check, "name">> {
  const { status, body } = await get(`${site}/`);
  const sources = sentScripts(body).map(({ src }) => new URL(src, `${site}/`).href);
  if (status !== 200 || sources.length === 0) {
    return { ok: false, detail: `GET / answered ${status} with ${sources.length} scripts` };
  }
  const codes = await Promise.all(sources.map(async (src) => (await get(src)).body));
  const unmarked = sources.filter((_, index) => !codes[index]?.startsWith(COMPILE_HINT));
  return unmarked.length === 0
    ? { ok: true, detail: `all ${sources.length} scripts of / are marked for eager compilation` }
    : {
        ok: false,
        detail: `${unmarked.length} of ${sources.length} scripts of / lack the compile hint (${unmarked[0]}): build with \`npm run build\`, not \`next build\` alone`,
      };
}

/**
 * The site itself: healthy, real contact details and grievance contact, the news schedule's
 * secret in place, and the build's own steps in what it serves.
 */
export function checkSite(site: string): Promise<Check[]> {
  return Promise.all([
    attempt("health", async () => {
      const { status, body } = await get(`${site}/api/health`);
      return { ok: status === 200, detail: `GET /api/health answered ${status} ${body}` };
    }),
    attempt("contact details", async () => {
      const { status, body } = await get(`${site}/contact`);
      const placeholders = [PLACEHOLDER_EMAIL, PLACEHOLDER_PHONE].filter((text) =>
        body.includes(text),
      );
      return {
        ok: status === 200 && placeholders.length === 0,
        detail: placeholders.length
          ? `/contact shows the placeholder ${placeholders.join(" and ")}: set NEXT_PUBLIC_CONTACT_EMAIL and NEXT_PUBLIC_CONTACT_PHONE and build again`
          : `/contact answered ${status} with real contact details`,
      };
    }),
    attempt("grievance contact", async () => {
      const { status, body } = await get(`${site}/privacy`);
      const placeholder = body.includes(PLACEHOLDER_GRIEVANCE_EMAIL);
      return {
        ok: status === 200 && !placeholder,
        detail: placeholder
          ? `/privacy shows the placeholder ${PLACEHOLDER_GRIEVANCE_EMAIL}: set NEXT_PUBLIC_GRIEVANCE_EMAIL and build again`
          : `/privacy answered ${status} with a real grievance contact`,
      };
    }),
    attempt("startup scripts", () => startupScripts(site)),
    attempt("news schedule", async () => {
      const { status } = await get(`${site}/api/cron/ingest-news`);
      return {
        ok: status === 401,
        detail:
          status === 503
            ? "CRON_SECRET is not set: the daily news ingestion would be refused"
            : `an unsigned GET /api/cron/ingest-news answered ${status} (401 expected)`,
      };
    }),
  ]);
}

export type HostedAuthConfig = {
  site_url?: string | null;
  uri_allow_list?: string | null;
  smtp_host?: string | null;
  mailer_autoconfirm?: boolean | null;
  external_google_enabled?: boolean | null;
  external_google_client_id?: string | null;
  mailer_otp_exp?: number | null;
  security_update_password_require_reauthentication?: boolean | null;
  security_captcha_enabled?: boolean | null;
  security_captcha_provider?: string | null;
  /** `mailer_subjects_<name>` and `mailer_templates_<name>_content` of each e-mail. */
  [template: `mailer_${string}`]: string | number | boolean | null | undefined;
};

/** Whether the site's /login offers "Continue with Google" (it does when its backend has Google on). */
export async function showsGoogleButton(site: string): Promise<boolean> {
  const { status, body } = await get(`${site}/login`);
  return status === 200 && body.includes('href="/auth/google');
}

/**
 * The hosted project's Google provider, when the site shows the button: enabled with a client,
 * and Google's sign-ins allowed back to this site's /auth/callback.
 */
function googleCheck(config: HostedAuthConfig, site: string, allowList: string[]): Check {
  const name = "Google sign-in";
  if (!config.external_google_enabled || !config.external_google_client_id?.trim()) {
    return {
      name,
      ok: false,
      detail:
        "/login shows Continue with Google but the project's Google provider is off or has no client ID: turn it on under Authentication → Sign In / Providers → Google",
    };
  }
  const callback = `${site}/auth/callback?next=/profile`;
  const admitted = allowList.some((entry) => allowListAdmits(entry, callback));
  return {
    name,
    ok: admitted,
    detail: admitted
      ? "the Google provider is on and sign-ins come back to /auth/callback"
      : `no redirect URL admits ${site}/auth/callback: add ${site}/auth/callback**`,
  };
}

/** One e-mail template of the repository, as `supabase/config.toml` names it. */
export type LocalTemplate = { name: string; subject: string; content: string };

/** The repository's e-mail settings the hosted project should carry. */
export type LocalEmailSettings = {
  templates: LocalTemplate[];
  otpExpiry: number | null;
  /** `[auth.email] secure_password_change`, when the file says. */
  securePasswordChange: boolean | null;
};

const sameText = (a: unknown, b: string) =>
  typeof a === "string" && a.replace(/\r\n/g, "\n").trim() === b.replace(/\r\n/g, "\n").trim();

/**
 * The hosted project's e-mail templates and code life against the repository's: the names of
 * those that differ (`supabase config push` or the dashboard puts them right).
 */
export function checkTemplates(config: HostedAuthConfig, local: LocalEmailSettings): Check[] {
  const differing = local.templates
    .filter(
      ({ name, subject, content }) =>
        !sameText(config[`mailer_subjects_${name}`], subject) ||
        !sameText(config[`mailer_templates_${name}_content`], content),
    )
    .map(({ name }) => name);
  const checks: Check[] = [
    {
      name: "e-mail templates",
      ok: differing.length === 0,
      detail:
        differing.length === 0
          ? `the project sends the repository's ${local.templates.length} templates`
          : `the project's ${differing.join(", ")} template${differing.length > 1 ? "s differ" : " differs"} from supabase/templates: run npx supabase config push, or paste them in the dashboard`,
    },
  ];
  if (local.otpExpiry !== null) {
    checks.push({
      name: "code life",
      ok: config.mailer_otp_exp === local.otpExpiry,
      detail: `e-mailed links and codes work ${config.mailer_otp_exp ?? "(unset)"} s; supabase/config.toml says ${local.otpExpiry}`,
    });
  }
  if (local.securePasswordChange !== null) {
    const hosted = config.security_update_password_require_reauthentication ?? false;
    checks.push({
      name: "secure password change",
      ok: hosted === local.securePasswordChange,
      detail: `the project ${hosted ? "asks" : "does not ask"} an old session for an e-mailed code before a password change; supabase/config.toml says secure_password_change = ${local.securePasswordChange}`,
    });
  }
  return checks;
}

/** The site's side of CAPTCHA: whether its forms show Turnstile (`TURNSTILE_SITE_KEY` is set). */
export type SiteCaptcha = { siteKey: boolean };

/**
 * The hosted project's CAPTCHA against the site's forms: a project that wants tokens the forms
 * never send refuses every sign-in, and tokens the project never checks stop no one. So: on with
 * Turnstile exactly when the site has a Turnstile site key.
 */
export function checkCaptcha(config: HostedAuthConfig, site: SiteCaptcha): Check {
  const enabled = config.security_captcha_enabled ?? false;
  const provider = config.security_captcha_provider || "(none)";
  const ok = site.siteKey ? enabled && provider === "turnstile" : !enabled;
  const project = `the project has CAPTCHA ${enabled ? `on (${provider})` : "off"}`;
  const forms = site.siteKey
    ? "the site's forms send Turnstile tokens (TURNSTILE_SITE_KEY is set)"
    : "the site's forms send no token (TURNSTILE_SITE_KEY is unset)";
  const fix = site.siteKey
    ? ": turn CAPTCHA on with Turnstile and its secret (Authentication → Attack Protection)"
    : ": every sign-in and sign-up is refused until TURNSTILE_SITE_KEY is set or CAPTCHA is off";
  return { name: "CAPTCHA", ok, detail: `${project}; ${forms}${ok ? "" : fix}` };
}

/** True when GoTrue's allow-list entry `pattern` (globs: `*`, `**`) admits `url`. */
export function allowListAdmits(pattern: string, url: string): boolean {
  const source = pattern
    .trim()
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === "**" ? ".*" : part === "*" ? "[^/.]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`).test(url);
}

/**
 * The hosted project's Auth settings, read with the Management API: e-mailed links come back to
 * this site's /auth/confirm, mail goes through the team's own SMTP server (the built-in mailer
 * sends only to the project team's addresses), and, when the site shows the Google button, the
 * project's Google provider is on.
 */
export async function checkHostedAuth({
  api = "https://api.supabase.com",
  projectRef,
  accessToken,
  site,
  googleShown = false,
  email,
  captcha,
}: {
  api?: string;
  projectRef: string;
  accessToken: string;
  site: string;
  /** The site shows "Continue with Google": the project's provider must then be on. */
  googleShown?: boolean;
  /** The repository's templates and code life, compared when given. */
  email?: LocalEmailSettings;
  /** Whether the site's forms send CAPTCHA tokens, compared when given. */
  captcha?: SiteCaptcha;
}): Promise<Check[]> {
  let config: HostedAuthConfig;
  try {
    const { status, body } = await get(`${api}/v1/projects/${projectRef}/config/auth`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    if (status !== 200) throw new Error(`the Management API answered ${status}: ${body}`);
    config = JSON.parse(body) as HostedAuthConfig;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return [{ name: "auth settings", ok: false, detail }];
  }
  const confirm = `${site}/auth/confirm?next=/reset-password&type=recovery`;
  const allowList = (config.uri_allow_list ?? "").split(",").filter((entry) => entry.trim());
  return [
    {
      name: "site URL",
      ok: (config.site_url ?? "").replace(/\/$/, "") === site,
      detail: `Site URL is ${config.site_url || "(unset)"}; it must be ${site}`,
    },
    {
      name: "redirect URLs",
      ok: allowList.some((entry) => allowListAdmits(entry, confirm)),
      detail: allowList.some((entry) => allowListAdmits(entry, confirm))
        ? `the redirect URLs admit ${site}/auth/confirm`
        : `no redirect URL admits ${site}/auth/confirm: add ${site}/auth/confirm**`,
    },
    {
      name: "SMTP",
      ok: Boolean(config.smtp_host?.trim()),
      detail: config.smtp_host?.trim()
        ? `mail goes through ${config.smtp_host}`
        : "no custom SMTP server: Supabase's built-in mailer reaches only the project team's addresses",
    },
    {
      name: "e-mail confirmation",
      ok: config.mailer_autoconfirm === false,
      detail:
        config.mailer_autoconfirm === false
          ? "sign-ups confirm their e-mail address"
          : "Confirm email is off: anyone could sign up with someone else's address",
    },
    ...(googleShown ? [googleCheck(config, site, allowList)] : []),
    ...(email ? checkTemplates(config, email) : []),
    ...(captcha ? [checkCaptcha(config, captcha)] : []),
  ];
}

/** `<ref>` of `https://<ref>.supabase.co`, else null (a custom domain names no project). */
export function projectRefOf(supabaseUrl: string | undefined): string | null {
  if (!supabaseUrl) return null;
  try {
    const match = /^([a-z0-9]+)\.supabase\.co$/.exec(new URL(supabaseUrl).hostname);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}
