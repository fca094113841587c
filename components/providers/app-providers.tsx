"use client";

import dynamic from "next/dynamic";
import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Toasts only ever follow an interaction, so the toaster loads after hydration instead of
// adding to every page's first script work.
const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** The one tooltip provider and the one toaster of the app (spec §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
      <Toaster position="bottom-right" theme="system" richColors closeButton />
    </Tooltip.Provider>
  );
}
