import { Link } from "@/components/ui/link";

import { Logo } from "@/components/brand/logo";
import { Icon } from "@/components/icons/icon";
import { mailIcon, mapPinIcon, phoneIcon, type IconDrawing } from "@/components/icons/drawings";
import { SocialIcon } from "@/components/brand/social-icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { copy } from "@/lib/i18n/copy";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

import { CurrentYear } from "./current-year";

/** The team's e-mail (long: it may break anywhere) and phone, each a link with its icon. */
const CONTACT_LINKS: { icon: IconDrawing; href: string; label: string; className?: string }[] = [
  {
    icon: mailIcon,
    href: `mailto:${siteConfig.contact.email}`,
    label: siteConfig.contact.email,
    className: "break-all",
  },
  {
    icon: phoneIcon,
    href: `tel:${siteConfig.contact.phone.replace(/[^+\d]/g, "")}`,
    label: siteConfig.contact.phone,
  },
];

export function SiteFooter() {
  const { footer, ui } = copy();
  const words = ui.siteUi;
  return (
    <footer className="border-t border-border bg-surface" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:gap-12 sm:px-6 sm:py-16 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div className="max-w-sm">
          <Link href="/" aria-label={ui.headerUi.homeLabel} className="inline-block rounded-lg">
            <Logo fromFile />
          </Link>
          <p className="mt-4 text-sm text-muted-foreground">{words.footerBlurb}</p>
          <ul className="mt-6 space-y-3 text-sm">
            {CONTACT_LINKS.map(({ icon, href, label, className }) => (
              <li key={href} className="flex items-center gap-3">
                <Icon drawing={icon} className="size-4 shrink-0 text-primary" />
                <a
                  href={href}
                  className={cn("text-foreground hover:text-primary hover:underline", className)}
                >
                  {label}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-3 text-muted-foreground">
              <Icon drawing={mapPinIcon} className="size-4 shrink-0 text-primary" />
              {siteConfig.office.city}, {siteConfig.office.country}
            </li>
          </ul>
          <ul className="mt-6 flex gap-2" aria-label={words.socialMedia}>
            {siteConfig.social.map((social) => (
              <li key={social.network}>
                {social.href ? (
                  <a
                    href={social.href}
                    aria-label={social.label}
                    className="flex size-10 items-center justify-center rounded-full border border-border bg-card text-muted-foreground hover:text-primary"
                  >
                    <SocialIcon network={social.network} className="size-4" />
                  </a>
                ) : (
                  <span
                    role="img"
                    aria-label={social.label}
                    title={social.label}
                    className="flex size-10 items-center justify-center rounded-full border border-border bg-card text-muted-foreground"
                  >
                    <SocialIcon network={social.network} className="size-4" />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={words.footerNav} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footer.footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
              {/* Link and plain-item styles are set once here, not repeated on every item. */}
              <ul className="mt-4 space-y-3 text-sm text-muted-foreground [&_a]:font-medium [&_a]:text-foreground [&_a]:hover:text-primary [&_a]:hover:underline">
                {column.items.map((item) => (
                  <li key={item.title}>
                    {item.path ? (
                      <Link href={item.path}>{item.title}</Link>
                    ) : (
                      <span data-testid="footer-plain-item">{item.title}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          <p>
            © <CurrentYear /> {siteConfig.name}. {words.allRightsReserved}
          </p>
          <LanguageSwitch className="font-medium text-foreground hover:text-primary hover:underline" />
        </div>
      </div>
    </footer>
  );
}
