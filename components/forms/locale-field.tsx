"use client";

import { usePathname } from "next/navigation";

import { langOfPath } from "@/lib/i18n/paths";

/** The name of the field that carries a form's page language ("en" or "hi") to the server. */
export const LOCALE_FIELD = "locale";

/**
 * The page's language as a hidden field, so the server answers, stores and mails in it, with or
 * without JavaScript.
 */
export function LocaleField() {
  return <input type="hidden" name={LOCALE_FIELD} value={langOfPath(usePathname())} />;
}
