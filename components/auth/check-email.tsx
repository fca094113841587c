"use client";

import type { ReactNode } from "react";

import { textLinkClass } from "@/components/auth/auth-card";
import { Link } from "@/components/ui/link";
import { EmailCodeForm } from "@/components/auth/email-code-form";
import { FormSuccess } from "@/components/auth/form-parts";
import { startOverAction } from "@/lib/auth/actions";
import { LocaleField } from "@/components/forms/locale-field";
import { codeFormUi } from "@/content/ui";
import type { FormMessage } from "@/lib/auth/form-state";
import { useClientCopy } from "@/lib/i18n/client-copy";

/** An e-mail on its way: the address it went to and what the screen says. */
export type SentEmail = { email: string; message: FormMessage };

/**
 * The "Check your e-mail" screen: what was sent, the code that finishes without the link, and a
 * way back to the form for a mistyped address.
 */
export function CheckEmail({
  sent,
  type,
  children,
}: {
  sent: SentEmail;
  type: "signup" | "recovery";
  children?: ReactNode;
}) {
  const words = useClientCopy("codeFormUi", codeFormUi);
  return (
    <>
      <FormSuccess message={sent.message}>{children}</FormSuccess>
      {sent.email ? <EmailCodeForm email={sent.email} type={type} /> : null}
      <form action={startOverAction} className="mt-4 text-sm">
        <LocaleField />
        <input type="hidden" name="type" value={type} />
        <button type="submit" className={textLinkClass}>
          {words.useDifferentEmail}
        </button>
      </form>
      {/* The link opened on a phone confirms the address; this browser then logs in with it. */}
      {type === "signup" ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {words.confirmedElsewhere}{" "}
          <Link href="/login" className={textLinkClass}>
            {words.logIn}
          </Link>
        </p>
      ) : null}
    </>
  );
}
