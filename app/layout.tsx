import "./globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { brandColors } from "@/components/brand/brand";
import { ClientErrorListener } from "@/components/errors/client-error-listener";
import { AppToaster } from "@/components/providers/app-toaster";
import { InteractiveMark } from "@/components/providers/interactive-mark";
import { PrefetchOnIntent } from "@/components/providers/prefetch-on-intent";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { SiteFooter } from "@/components/site-footer/site-footer";
import { SiteHeader } from "@/components/site-header/site-header";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s · ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: "en_IN",
    title: siteConfig.name,
    description: siteConfig.description,
  },
  twitter: { card: "summary_large_image" },
  icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
};

export const viewport: Viewport = {
  themeColor: brandColors.primary,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
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
    </html>
  );
}
