import Link from "next/link";

import { Button } from "@/components/ui/button";
import { authLinks } from "@/content/nav";

/**
 * The header's account slot on wide screens. Signed-out visitors see Log In and Start Your
 * Journey; the account menu for signed-in users takes the same slot, so its width is reserved.
 * Session pages depend on cookies and cannot be prefetched usefully, so the links don't try.
 */
export function AccountControls() {
  return (
    <div data-testid="account-controls" className="hidden items-center gap-2 lg:flex">
      <Button asChild variant="ghost" size="sm">
        <Link href={authLinks.login.path} prefetch={false}>
          {authLinks.login.title}
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link href={authLinks.signup.path} prefetch={false}>
          {authLinks.signup.title}
        </Link>
      </Button>
    </div>
  );
}
