"use client";

import { usePathname } from "next/navigation";

import { languageSwitchUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { englishPath, HINDI_PREFIX, hasHindiTwin, langOfPath, pathIn } from "@/lib/i18n/paths";

/** Where the switch leads: this page in the other language, or that language's home page. */
function otherLanguagePath(pathname: string): string {
  const page = englishPath(pathname);
  if (langOfPath(pathname) === "hi") return page;
  return hasHindiTwin(page) ? pathIn("hi", page) : HINDI_PREFIX;
}

/**
 * The link to this page in the other language, named in that language ("हिन्दी" on an English
 * page, "English" on a Hindi one) and marked as such, so a screen reader says it in its own
 * voice. A plain link: each language has its own document root, so the switch loads the page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const pathname = usePathname();
  const words = useClientCopy("languageSwitchUi", languageSwitchUi);
  const other = langOfPath(pathname) === "hi" ? "en" : "hi";
  return (
    <a
      href={otherLanguagePath(pathname)}
      hrefLang={other}
      lang={other}
      title={words.otherLanguageHint}
      data-testid="language-switch"
      className={className}
    >
      {words.otherLanguage}
    </a>
  );
}
