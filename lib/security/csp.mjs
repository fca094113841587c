// The Content Security Policy, shared by next.config.ts (every response), proxy.ts (pages rendered
// per request) and scripts/csp-hashes.mjs (prerendered pages, after the build has written them).
//
// No page may run an inline script the site did not write: a prerendered page's policy lists the
// SHA-256 of each of its inline scripts, a page rendered per request gets a fresh nonce that Next
// puts on its own scripts, and any other response allows scripts from the site's origin only.

export const CSP_HEADER = "Content-Security-Policy";

/**
 * Cloudflare Turnstile, the human check of the auth forms when `TURNSTILE_SITE_KEY` is set: its
 * script and the frame it draws in come from here.
 */
const CAPTCHA_ORIGIN = "https://challenges.cloudflare.com";

/**
 * Pages rendered per request (they read the session, cookies or the query): `proxy.ts` gives
 * them a nonce. Every other page must be prerendered; `scripts/csp-hashes.mjs` fails the build
 * when a page is neither, since its scripts would be refused.
 */
export const PAGES_RENDERED_PER_REQUEST = [
  "/profile",
  "/admin",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/auth",
  "/ai-updates",
  "/confirm-subscription",
  "/unsubscribe",
  // Their Hindi twins (lib/i18n/paths.ts), rendered the same way.
  "/hi/login",
  "/hi/signup",
  "/hi/forgot-password",
  "/hi/ai-updates",
];

/**
 * @param {string} pathname
 * @returns {boolean}
 */
export function isRenderedPerRequest(pathname) {
  return PAGES_RENDERED_PER_REQUEST.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The policy, with `scripts` added to `script-src 'self'`: hashes or a nonce in production,
 * `'unsafe-inline' 'unsafe-eval'` in development (hot reloading evaluates code). With `captcha`
 * (a Turnstile site key is set) the challenge's script and frame are allowed too.
 *
 * @param {{ scripts?: string[], supabaseUrl?: string, captcha?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ scripts = [], supabaseUrl = "", captcha = false } = {}) {
  // A hosted Supabase project is called from the browser directly; the embedded one is same-origin.
  const supabase = supabaseUrl ? new URL(supabaseUrl).origin : "";
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(captcha ? [CAPTCHA_ORIGIN] : []), ...scripts].join(" "),
    ...(captcha ? [`frame-src ${CAPTCHA_ORIGIN}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${supabase ? ` ${supabase} ${supabase.replace(/^http/, "ws")}` : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * `policy` with `sources` added to its `script-src`, each once.
 *
 * @param {string} policy
 * @param {string[]} sources
 * @returns {string}
 */
export function withScriptSources(policy, sources) {
  return policy
    .split("; ")
    .map((directive) => {
      const [name, ...values] = directive.split(" ");
      if (name !== "script-src") return directive;
      return [name, ...new Set([...values, ...sources])].join(" ");
    })
    .join("; ");
}

/**
 * A fresh nonce, 128 random bits in base64.
 *
 * @returns {string}
 */
export function newNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The CSP source for a script's text: `'sha256-…'`.
 *
 * @param {string} text
 * @returns {Promise<string>}
 */
export async function scriptHash(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

// A script element's opening tag and text; the text of a script is raw, never entity-decoded.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * The hash sources of the inline scripts a browser would run in `html`: scripts without `src`
 * whose type is JavaScript (a JSON-LD block is data, never run).
 *
 * @param {string} html
 * @returns {Promise<string[]>}
 */
export async function inlineScriptHashes(html) {
  const texts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type)) continue;
    texts.push(text);
  }
  return [...new Set(await Promise.all(texts.map(scriptHash)))];
}
