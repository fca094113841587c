// Part of `npm run build`, after `next build`: gives every prerendered page a Content Security
// Policy that lists the SHA-256 of each inline script the build wrote into it, so no page needs
// 'unsafe-inline'. The policies go into Next's routes manifest as header rules, which `next start`
// and Vercel both serve from; the 404 page's hashes join the rule for every path, since any
// unknown path answers with it. Fails when a page is neither prerendered nor given a nonce by
// proxy.ts (lib/security/csp.mjs), or is prerendered where it finds no HTML, since its scripts
// would be refused.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// Next's own compiler of header rules, so ours match paths exactly as the rules it writes.
import { buildCustomRoute } from "next/dist/lib/build-custom-route.js";

import {
  CSP_HEADER,
  inlineScriptHashes,
  isRenderedPerRequest,
  withScriptSources,
} from "../lib/security/csp.mjs";

const dist = process.env.NEXT_DIST_DIR || ".next";
const readJson = (name) => JSON.parse(readFileSync(join(dist, name), "utf8"));

/** The page's prerendered HTML, or null for prerendered routes that are not pages (sitemap…). */
function prerenderedHtml(route) {
  const file = join(dist, "server/app", `${route === "/" ? "/index" : route}.html`);
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

const prerendered = new Set(Object.keys(readJson("prerender-manifest.json").routes));
const pages = Object.entries(readJson("app-path-routes-manifest.json"))
  .filter(([entry]) => entry.endsWith("/page"))
  .map(([, route]) => route);

const problems = [];
for (const route of pages) {
  if (prerendered.has(route) && prerenderedHtml(route) === null) {
    // Next wrote its HTML somewhere this step does not know: its scripts would get no hashes.
    problems.push(`${route} is prerendered, yet the build wrote no HTML file for it`);
  } else if (prerendered.has(route) && isRenderedPerRequest(route)) {
    problems.push(`${route} is prerendered, yet proxy.ts gives it a nonce its HTML lacks`);
  } else if (!prerendered.has(route) && !isRenderedPerRequest(route)) {
    problems.push(
      `${route} is rendered per request, yet has no nonce: add it to PAGES_RENDERED_PER_REQUEST`,
    );
  }
}
if (problems.length > 0) {
  console.error(`Content Security Policy:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

const manifestPath = join(dist, "routes-manifest.json");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const everyPath = manifest.headers.find((rule) =>
  rule.headers.some(({ key }) => key === CSP_HEADER),
);
if (!everyPath) throw new Error(`next.config.ts sets no ${CSP_HEADER} header`);
const policyOf = (rule) => rule.headers.find(({ key }) => key === CSP_HEADER).value;
// As next.config.ts wrote it: without the hashes an earlier run of this script added.
const basePolicy = policyOf(everyPath).replace(/ 'sha256-[^']+'/g, "");

const notFound = prerenderedHtml("/_not-found");
if (!notFound) throw new Error("the build wrote no 404 page");
const notFoundPolicy = withScriptSources(basePolicy, await inlineScriptHashes(notFound));
everyPath.headers = everyPath.headers.map((header) =>
  header.key === CSP_HEADER ? { key: CSP_HEADER, value: notFoundPolicy } : header,
);

const rules = [];
for (const route of [...prerendered].sort()) {
  const html = route.startsWith("/_") ? null : prerenderedHtml(route);
  if (html === null) continue;
  const hashes = await inlineScriptHashes(html);
  const headers = [{ key: CSP_HEADER, value: withScriptSources(basePolicy, hashes) }];
  rules.push(buildCustomRoute("header", { source: route, headers }));
}
// Later rules win for the same header; a rebuilt manifest starts from Next's own rules again.
const ours = new Set(rules.map((rule) => rule.source));
manifest.headers = [...manifest.headers.filter((rule) => !ours.has(rule.source)), ...rules];
writeFileSync(manifestPath, JSON.stringify(manifest));
console.log(`Content Security Policy: script hashes for ${rules.length} prerendered pages`);
