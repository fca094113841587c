// `npm run deploy:check -- https://your-site`: checks a deployment from outside, as a visitor and
// an operator would. With SUPABASE_ACCESS_TOKEN (a personal access token) and the hosted
// project's NEXT_PUBLIC_SUPABASE_URL (or SUPABASE_PROJECT_REF), it also reads the project's Auth
// settings and compares its e-mail templates with supabase/templates and its CAPTCHA with
// supabase/config.toml. Exits 1 when any check fails.
import { parseArgs } from "node:util";

import {
  checkHostedAuth,
  checkSite,
  projectRefOf,
  showsGoogleButton,
  type Check,
} from "./lib/deploy-check";
import { readLocalEmailSettings } from "./lib/local-templates";

const { positionals } = parseArgs({ allowPositionals: true });
const site = (positionals[0] ?? process.env.NEXT_PUBLIC_SITE_URL ?? "").replace(/\/+$/, "");
if (!/^https?:\/\//.test(site)) {
  console.error("usage: npm run deploy:check -- https://your-site");
  process.exit(2);
}

const checks: Check[] = await checkSite(site);
const projectRef =
  process.env.SUPABASE_PROJECT_REF || projectRefOf(process.env.NEXT_PUBLIC_SUPABASE_URL);
const accessToken = process.env.SUPABASE_ACCESS_TOKEN;
const googleShown = await showsGoogleButton(site).catch(() => false);
console.log(
  `- Google sign-in: /login ${googleShown ? "shows" : "does not show"} Continue with Google`,
);
if (projectRef && accessToken) {
  const email = readLocalEmailSettings();
  const captcha = { siteKey: Boolean(process.env.TURNSTILE_SITE_KEY?.trim()) };
  checks.push(
    ...(await checkHostedAuth({ projectRef, accessToken, site, googleShown, email, captcha })),
  );
} else if (process.env.NEXT_PUBLIC_SUPABASE_URL) {
  console.log(
    "- auth settings: not read (set SUPABASE_ACCESS_TOKEN, and SUPABASE_PROJECT_REF for a custom domain)",
  );
}

for (const check of checks) console.log(`${check.ok ? "✔" : "✖"} ${check.name}: ${check.detail}`);
process.exit(checks.every((check) => check.ok) ? 0 : 1);
