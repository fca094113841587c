/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RuntimeCaching,
  Serwist,
  type SerwistGlobalConfig,
  StaleWhileRevalidate,
} from "serwist";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Per-user or session-changing routes: always the network, never a cache (spec §2). */
const NEVER_CACHED =
  /^\/(?:hi\/)?(?:profile|admin|login|signup|forgot-password|reset-password|unsubscribe|confirm-subscription)(?:\/|$)|^\/(?:auth|supabase)\//;

const runtimeCaching: RuntimeCaching[] = [
  // Routes only match GET requests, so non-GET requests always go to the network untouched.
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && NEVER_CACHED.test(url.pathname),
    handler: new NetworkOnly(),
  },
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/news",
    handler: new NetworkFirst({
      cacheName: "api-news",
      networkTimeoutSeconds: 3,
      plugins: [new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 24 * 60 * 60 })],
    }),
  },
  {
    // Every other API answers per session or per request.
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/"),
    handler: new NetworkOnly(),
  },
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
    handler: new CacheFirst({
      cacheName: "next-static",
      plugins: [new ExpirationPlugin({ maxEntries: 128, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  },
  {
    matcher: ({ request, sameOrigin }) =>
      sameOrigin && (request.destination === "image" || request.destination === "font"),
    handler: new StaleWhileRevalidate({
      cacheName: "assets",
      plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  },
  {
    // Client-side navigations fetch RSC payloads; pages are served stale while they revalidate.
    matcher: ({ request, sameOrigin }) => sameOrigin && request.headers.get("RSC") === "1",
    handler: new StaleWhileRevalidate({
      cacheName: "pages-rsc",
      plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 24 * 60 * 60 })],
    }),
  },
  {
    matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === "document",
    handler: new StaleWhileRevalidate({
      cacheName: "pages",
      plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 24 * 60 * 60 })],
    }),
  },
];

/**
 * The build's precache list (static assets and prerendered pages) less the pages that must never
 * come from a cache: /login and /signup are prerendered too.
 */
const precacheEntries = self.__SW_MANIFEST?.filter((entry) => {
  const url = new URL(typeof entry === "string" ? entry : entry.url, self.location.origin);
  return !NEVER_CACHED.test(url.pathname);
});

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: { cleanupOutdatedCaches: true },
  // An update waits for the page's "Reload now?" answer, which posts SKIP_WAITING.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching,
  fallbacks: {
    entries: [{ url: "/~offline", matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();
