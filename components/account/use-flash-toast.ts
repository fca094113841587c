"use client";

import { useEffect, useState } from "react";

import { FLASH_COOKIE, FLASH_MESSAGES, readFlash } from "@/lib/auth/flash";
import { showToast } from "@/components/providers/toast";
import { useClientCopy } from "@/lib/i18n/client-copy";

/**
 * Shows the toast a server action left behind for the page it redirected to (see
 * `lib/auth/flash.ts`), once, and deletes the cookie. Runs after every navigation; sonner
 * is only imported when there is something to say. Returns whether a new account has just been
 * created, for the welcome that offers its next steps, and a way to put that welcome away.
 */
export function useFlashToast(pathname: string): { welcome: boolean; dismissWelcome: () => void } {
  const [welcome, setWelcome] = useState(false);
  const messages = useClientCopy("flashUi", FLASH_MESSAGES);
  useEffect(() => {
    const kind = readFlash(document.cookie);
    if (!kind) return;
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    const { title, description } = messages[kind];
    showToast("success", title, { description, id: `flash-${kind}` });
    if (kind !== "signup") return;
    const timer = setTimeout(() => setWelcome(true), 0);
    return () => clearTimeout(timer);
  }, [pathname, messages]);
  return { welcome, dismissWelcome: () => setWelcome(false) };
}
