import { Link } from "@/components/ui/link";

/** The console's sections: each one's link in the navigation, and its page's heading and lede. */
const SECTIONS = [
  {
    href: "/admin",
    label: "Overview",
    title: "Team console",
    description:
      "What the site collects, for the people who answer it. Opening a message, looking up an address, exporting a list and erasing are each recorded in the audit.",
  },
  {
    href: "/admin/messages",
    label: "Inbox",
    title: "Inbox",
    description: "Contact messages, newest first.",
  },
  {
    href: "/admin/lists",
    label: "Lists",
    title: "Lists",
    description:
      "The newsletter and each product's notify-me list: who confirmed, who is still to, who left, and new confirmations per week.",
  },
  {
    href: "/admin/address",
    label: "Address record",
    title: "Address record",
    description:
      "Everything held under one e-mail address: its account, lists, consent records and messages. Each look-up is recorded.",
  },
  {
    href: "/admin/news",
    label: "News",
    title: "News",
    description: "The ingestion runs that fill /ai-updates, newest first.",
  },
  {
    href: "/admin/audit",
    label: "Audit",
    title: "Audit",
    description:
      "Every view of personal data in the console, newest first, kept for a year. Nobody can change or delete an entry.",
  },
] as const;

export type ConsoleSection = (typeof SECTIONS)[number]["href"];

export const sectionOf = (href: ConsoleSection) =>
  SECTIONS.find((section) => section.href === href)!;

/** The console's sections; the current one is marked for assistive tech and by its underline. */
export function ConsoleNav({ current }: { current: ConsoleSection }) {
  return (
    <nav aria-label="Team console" className="mb-6 overflow-x-auto">
      <ul className="flex gap-1 text-sm font-medium whitespace-nowrap">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={section.href === current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:underline-offset-4"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
