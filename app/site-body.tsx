import { Activity, type ReactNode } from "react";

import { ClientErrorListener } from "@/components/errors/client-error-listener";
import { AppToaster } from "@/components/providers/app-toaster";
import { InteractiveMark } from "@/components/providers/interactive-mark";
import { PrefetchOnIntent } from "@/components/providers/prefetch-on-intent";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { SiteFooter } from "@/components/site-footer/site-footer";
import { SiteHeader } from "@/components/site-header/site-header";
import { isProduction } from "@/lib/env";
import { ClientCopyProvider } from "@/lib/i18n/client-copy";
import { clientCopyFor, copyFor } from "@/lib/i18n/copy";
import { pageLang } from "@/lib/i18n/server-lang";

/**
 * The document's body on every page: the header, the page, the footer and the site's background
 * helpers. The root layout and the global 404 page (which renders its own document) share it.
 *
 * The page and the footer sit in `<Activity>` boundaries, which React hydrates after the rest: the
 * header and the helpers first, so the menu answers taps sooner, then the body and the footer. A
 * tap that lands in either before then is not lost: React hydrates that boundary at once and
 * hands it the tap. `<html data-interactive>` waits for all three parts, each marking itself
 * (e2e/hydration.spec.ts), so it means what the floor app's mark means: the whole page hydrated.
 * Unlike `<Suspense>`, whose large finished content React's server renderer may send after the
 * shell for a script to move into place, an `<Activity>` stays inline in the HTML, so the page
 * reads the same without JavaScript.
 *
 * The `expect` link (which React hoists into the head) holds the first paint until `<main>` is in
 * the document. On a slow network the document arrives in pieces, and without it the browser may
 * paint the header alone (in the colours it wears over a light band, even where the night band of
 * a page still to come follows) and the page's opening band a frame later, laying the page out
 * twice before its largest paint. The opening band's own link (components/marketing/page-hero.tsx)
 * holds it further, until the lede (e2e/first-paint.spec.ts).
 *
 * A Hindi page's client components get their words from one provider (lib/i18n/client-copy.tsx);
 * English pages need none.
 */
export function SiteBody({ children }: { children: ReactNode }) {
  const lang = pageLang();
  const body = <Frame skipToContent={copyFor(lang).ui.siteUi.skipToContent}>{children}</Frame>;
  return (
    <body className="flex min-h-dvh flex-col">
      {lang === "en" ? (
        body
      ) : (
        <ClientCopyProvider copy={clientCopyFor(lang)}>{body}</ClientCopyProvider>
      )}
    </body>
  );
}

function Frame({ skipToContent, children }: { skipToContent: string; children: ReactNode }) {
  return (
    <>
      <link rel="expect" href="#main" blocking="render" />
      <ClientErrorListener />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Activity>
          {children}
          <InteractiveMark part="page" />
        </Activity>
      </main>
      <Activity>
        <SiteFooter />
        <InteractiveMark part="footer" />
      </Activity>
      <AppToaster />
      <ServiceWorkerRegistration enabled={isProduction} />
      <InteractiveMark part="frame" />
      <PrefetchOnIntent />
    </>
  );
}
