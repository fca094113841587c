// @ts-check
// Serwist configurator mode: `serwist build` runs after `next build` and bundles app/sw.ts into
// public/sw.js with a precache manifest of the static assets and the prerendered pages.
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "app/sw.ts",
  swDest: "public/sw.js",
  // The offline page is precached with the prerendered pages; the worker falls back to it.
  precachePrerendered: true,
});
