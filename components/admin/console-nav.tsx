import { Link } from "@/components/ui/link";

const SECTIONS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/messages", label: "Inbox" },
  { href: "/admin/lists", label: "Lists" },
  { href: "/admin/address", label: "Address record" },
  { href: "/admin/news", label: "News" },
  { href: "/admin/audit", label: "Audit" },
] as const;

export type ConsoleSection = (typeof SECTIONS)[number]["href"];

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
