import { AccountControls } from "./account-controls";
import { DesktopNav } from "./desktop-nav";
import { HeaderFrame } from "./header-frame";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <HeaderFrame>
      <DesktopNav />
      <div className="flex items-center gap-2">
        <AccountControls />
        <MobileNav />
      </div>
    </HeaderFrame>
  );
}
