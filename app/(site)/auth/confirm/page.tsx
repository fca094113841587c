import type { Metadata } from "next";

import { ConfirmButton } from "./_components/confirm-button";
import { AuthCard, textLinkClass } from "@/components/auth/auth-card";
import { CardPage, EmailAddress } from "@/components/auth/card-page";
import { LinkProblem } from "@/components/auth/link-problem";
import { Link } from "@/components/ui/link";
import { confirmEmailLinkAction } from "@/lib/auth/confirm-actions";
import { invalidLinkPage, isEmailLinkType, type EmailLinkType } from "@/lib/auth/email-link";
import type { SearchParams } from "@/lib/auth/page-query";
import { safeNextPath } from "@/lib/security/redirects";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = {
  title: "Confirm",
  robots: { index: false, follow: false },
  // The address holds a one-time token: it must not travel to another site in a Referer header.
  // (Not "no-referrer": the button's form post would then carry `Origin: null`, which server
  // actions refuse.)
  referrer: "same-origin",
};

const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

/** What the page says for each kind of link, and its button. */
const WORDING: Record<EmailLinkType, { title: string; description: string; button: string }> = {
  signup: {
    title: "Confirm your e-mail",
    description: "Press the button to confirm your address and finish creating your account.",
    button: "Confirm my e-mail",
  },
  email: {
    title: "Confirm your e-mail",
    description: "Press the button to confirm your address and finish creating your account.",
    button: "Confirm my e-mail",
  },
  recovery: {
    title: "Choose a new password",
    description:
      "Press the button to continue; you will choose your new password on the next page.",
    button: "Choose a new password",
  },
  email_change: {
    title: "Confirm your new e-mail address",
    description: "Press the button to confirm the change of your account's e-mail address.",
    button: "Confirm the change",
  },
  magiclink: {
    title: "Log in to Gurukul Code",
    description: "Press the button to log in.",
    button: "Log In",
  },
  invite: {
    title: "Accept your invitation",
    description: "Press the button to accept the invitation and confirm your address.",
    button: "Accept the invitation",
  },
};

/** The signed-in member's pending new address, for "Confirm the change to …". */
async function pendingEmail(): Promise<string | null> {
  try {
    const supabase = await createClient();
    const { data } = await supabase.auth.getUser();
    return data.user?.new_email ?? null;
  } catch {
    return null;
  }
}

/** A link that cannot work: the backend's redirect carried an error, or it has no token. */
function BrokenLink({ type }: { type: EmailLinkType | null }) {
  return (
    <AuthCard title="This link no longer works">
      <LinkProblem>
        The link is invalid, has expired or was already used. Each link works once, for a short
        time.
      </LinkProblem>
      <p className="text-sm text-muted-foreground">
        <Link href={invalidLinkPage(type)} className={textLinkClass}>
          Get a new link
        </Link>{" "}
        or{" "}
        <Link href="/login" className={textLinkClass}>
          log in
        </Link>{" "}
        if you have already confirmed.
      </p>
    </AuthCard>
  );
}

/**
 * Where every e-mailed link lands. Opening it changes nothing: mail scanners open links before
 * people do, so only the button's POST (a server action, which works without JavaScript) redeems
 * the token. A `token_hash` works on any device; a PKCE `code` (from the backend's own verify
 * link) only in the browser that asked for it.
 */
export default async function ConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const rawType = single(params.type);
  const type = isEmailLinkType(rawType) ? rawType : null;
  const tokenHash = single(params.token_hash);
  const code = single(params.code);
  const next = single(params.next);
  const hasToken = (tokenHash && type) || code;

  return (
    <CardPage glow>
      {!hasToken || single(params.error_code) ? (
        <BrokenLink type={type} />
      ) : (
        <ConfirmCard type={type ?? "signup"}>
          <form action={confirmEmailLinkAction} className="grid gap-5">
            {tokenHash ? <input type="hidden" name="token_hash" value={tokenHash} /> : null}
            {code ? <input type="hidden" name="code" value={code} /> : null}
            {type ? <input type="hidden" name="type" value={type} /> : null}
            {next ? <input type="hidden" name="next" value={safeNextPath(next)} /> : null}
            <ConfirmButton label={WORDING[type ?? "signup"].button} />
          </form>
        </ConfirmCard>
      )}
    </CardPage>
  );
}

async function ConfirmCard({ type, children }: { type: EmailLinkType; children: React.ReactNode }) {
  const wording = WORDING[type];
  const newEmail = type === "email_change" ? await pendingEmail() : null;
  return (
    <AuthCard
      title={newEmail ? "Confirm your new e-mail address" : wording.title}
      description={
        newEmail ? (
          <>
            Press the button to confirm the change to <EmailAddress>{newEmail}</EmailAddress>.
          </>
        ) : (
          wording.description
        )
      }
    >
      {children}
    </AuthCard>
  );
}
