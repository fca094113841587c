import type { ReactNode } from "react";

import { ClientCopyProvider, type FormPart } from "./client-copy";
import { copy } from "./copy";
import { pageLang } from "./server-lang";

/**
 * Around a form's client components on a Hindi page: the words of the parts it shows. English
 * pages render the children alone, and the components fall back to the English parts they import.
 */
export function FormCopy({ parts, children }: { parts: readonly FormPart[]; children: ReactNode }) {
  if (pageLang() === "en") return children;
  const words = copy().ui;
  return (
    <ClientCopyProvider copy={Object.fromEntries(parts.map((part) => [part, words[part]]))}>
      {children}
    </ClientCopyProvider>
  );
}
