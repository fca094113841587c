import { AccountControls } from "./account-controls";
import { DesktopNav } from "./desktop-nav";
import { HeaderFrame } from "./header-frame";

export function SiteHeader() {
  return (
    <HeaderFrame>
      <DesktopNav />
      {/* The account corner also holds the mobile menu toggle, which needs the session state. */}
      <AccountControls />
    </HeaderFrame>
  );
}
