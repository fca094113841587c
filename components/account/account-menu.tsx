"use client";

import { Link } from "@/components/ui/link";
import { DropdownMenu } from "radix-ui";

import { avatarClass, avatarInitial } from "@/components/account/avatar";
import { useLogOut } from "@/components/account/use-log-out";
import { Icon } from "@/components/icons/icon";
import { logOutIcon, userRoundIcon } from "@/components/icons/drawings";
import { clsx } from "clsx";
import { headerUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-medium text-foreground outline-none select-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground";

/** The signed-in account menu: who is signed in, the profile, and logging out. */
export function AccountMenu({ email }: { email: string | null }) {
  const logOut = useLogOut();
  const words = useClientCopy("headerUi", headerUi);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={words.accountMenu}
          data-testid="account-menu-trigger"
          className={clsx(
            avatarClass,
            "transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          <span aria-hidden="true">{avatarInitial(email)}</span>
        </button>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the header's landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={10}
        collisionPadding={12}
        data-testid="account-menu"
        className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-border bg-card p-1.5 shadow-xl"
      >
        {/* The whole address, wrapped where it must: a cut-off one hides which account this is. */}
        <DropdownMenu.Label
          data-testid="account-menu-email"
          className="px-3 pt-2 pb-2.5 text-sm font-semibold [overflow-wrap:anywhere] text-foreground"
        >
          {email ?? words.signedIn}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="mx-1.5 my-1 h-px bg-border" />
        <DropdownMenu.Group>
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
            {words.myAccount}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <Icon drawing={userRoundIcon} />
              {words.myProfile}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void logOut()}>
            <Icon drawing={logOutIcon} />
            {words.logOut}
          </DropdownMenu.Item>
        </DropdownMenu.Group>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
