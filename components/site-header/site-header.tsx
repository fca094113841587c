import { Link } from "@/components/ui/link";

import { Icon } from "@/components/icons/icon";
import { chevronDownIcon, menuIcon } from "@/components/icons/drawings";
import { buttonVariants } from "@/components/ui/button-variants";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { copy } from "@/lib/i18n/copy";

import { AccountControls } from "./account-controls";
import { DesktopNav } from "./desktop-nav";
import { HeaderFrame } from "./header-frame";
import { MobileNav } from "./mobile-nav";

/**
 * The fixed site header. Everything that can be is rendered here on the server (icons, the
 * button styles, the sign-in links); the client islands below only add state and behaviour.
 */
export function SiteHeader() {
  const { authLinks } = copy().nav;
  return (
    <HeaderFrame>
      <DesktopNav
        chevron={
          <Icon
            drawing={chevronDownIcon}
            className="size-4 transition-transform group-aria-expanded:rotate-180"
          />
        }
      />
      <div className="relative flex items-center gap-2">
        {/* On a phone the switch is in the menu panel. */}
        <div className="hidden lg:block">
          <LanguageSwitch className={buttonVariants({ variant: "ghost", size: "sm" })} />
        </div>
        <AccountControls>
          <Link
            href={authLinks.login.path}

            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            {authLinks.login.title}
          </Link>
          <Link
            href={authLinks.signup.path}

            className={buttonVariants({ size: "sm" })}
          >
            {authLinks.signup.title}
          </Link>
        </AccountControls>
        <MobileNav toggleClassName={buttonVariants({ variant: "ghost", size: "icon" })}>
          <Icon drawing={menuIcon} className="size-6!" />
        </MobileNav>
      </div>
    </HeaderFrame>
  );
}
