import { Icon } from "@/components/icons/icon";
import { quoteIcon } from "@/components/icons/drawings";
import { Card } from "@/components/ui/card";
import type { SuccessStory } from "@/content/career-development";

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <Card as="figure" className="flex h-full flex-col rise-in sm:p-8">
      <Icon drawing={quoteIcon} className="size-8 text-primary/40" />
      <blockquote className="mt-4 flex-1 text-lg text-pretty text-foreground">
        <p>{story.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-border pt-6">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary"
        >
          {initials(story.name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-foreground">{story.name}</span>
          <span className="block text-sm text-muted-foreground">{story.role}</span>
          <span className="block text-sm text-muted-foreground">{story.before}</span>
        </span>
      </figcaption>
    </Card>
  );
}
