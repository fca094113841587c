import { Icon } from "@/components/icons/icon";
import { arrowRightIcon, sparklesIcon } from "@/components/icons/drawings";
import { Section } from "@/components/marketing/section";
import { Link } from "@/components/ui/link";
import type { platformPreviews } from "@/content/coming-soon";
import { copy, routeIn } from "@/lib/i18n/copy";

/**
 * The previews a platform page leads to (its agents and centres still to open). Links wrap as a
 * row of compact tiles, centred, so no count leaves a hole in a grid.
 */
export function ComingNext({ from }: { from: keyof typeof platformPreviews }) {
  const { comingNextCopy, platformPreviews } = copy().comingSoon;
  return (
    <Section id="coming-next" tone="muted" {...comingNextCopy}>
      <ul className="flex flex-wrap justify-center gap-3">
        {platformPreviews[from].map((path) => {
          const route = routeIn(path);
          return (
            <li key={path} className="w-full sm:w-[calc(50%-0.375rem)] lg:w-[calc(25%-0.5625rem)]">
              <Link
                href={path}
                className="group flex h-full items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-left shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <Icon drawing={sparklesIcon} className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-foreground group-hover:text-primary">
                    {route.heading}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {route.kind === "agent" ? "AI agent, opening soon" : "Opening soon"}
                  </span>
                </span>
                <Icon drawing={arrowRightIcon} className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
