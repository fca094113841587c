import { clsx } from "clsx";

import { buttonVariants } from "@/components/ui/button-variants";
import { signInChoicesUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

/**
 * "Continue with Google" and the "or" under it. A plain link to `/auth/google`, so it costs no
 * script and works before hydration. The mark and the words follow Google's sign-in branding: the
 * standard four-colour "G" on a neutral button.
 */
export function GoogleSignIn({ next, divider = true }: { next: string; divider?: boolean }) {
  const words = useClientCopy("signInChoicesUi", signInChoicesUi);
  const href = next ? `/auth/google?next=${encodeURIComponent(next)}` : "/auth/google";
  return (
    <div className={divider ? "mb-6" : "mb-3"}>
      {/* A plain <a>: this starts a sign-in at a route handler, not a page for the router. */}
      <a href={href} className={clsx(buttonVariants({ variant: "outline" }), "w-full gap-3")}>
        {/* eslint-disable-next-line @next/next/no-img-element -- an 18 px mark needs no optimiser */}
        <img src="/brand/google-g.svg" alt="" width={18} height={18} />
        {words.continueWithGoogle}
      </a>
      {divider ? <OrDivider /> : null}
    </div>
  );
}

/** The "or" between the other ways in and the e-mail form. */
export function OrDivider() {
  const words = useClientCopy("signInChoicesUi", signInChoicesUi);
  return (
    <p className="mt-6 flex items-center gap-4 text-sm text-muted-foreground">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      {words.or}
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </p>
  );
}
