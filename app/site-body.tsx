import type { ReactNode } from "react";

import { ClientErrorListener } from "@/components/errors/client-error-listener";
import { AppToaster } from "@/components/providers/app-toaster";
import { InteractiveMark } from "@/components/providers/interactive-mark";
import { PrefetchOnIntent } from "@/components/providers/prefetch-on-intent";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { SiteFooter } from "@/components/site-footer/site-footer";
import { SiteHeader } from "@/components/site-header/site-header";

/**
 * The document's body on every page: the header, the page, the footer and the site's background
 * helpers. The root layout and the global 404 page (which renders its own document) share it.
 */
export function SiteBody({ children }: { children: ReactNode }) {
  return (
    <body className="flex min-h-dvh flex-col">
      <ClientErrorListener />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <AppToaster />
      <ServiceWorkerRegistration />
      <InteractiveMark />
      <PrefetchOnIntent />
    </body>
  );
}
