import { ActionLinks } from "@/components/marketing/action-links";
import type { CtaCopy } from "@/content/copy-types";

/**
 * The closing call to action of a page: a dark band with a heading, a line and its links. The band
 * above already ends in padding, so this one adds little (none after a band of the same white):
 * the two never stack into an empty stripe.
 */
export function CtaBand({ title, description, actions }: CtaCopy) {
  return (
    <section
      aria-label={title}
      className="px-4 pt-8 pb-10 sm:px-6 sm:pb-24 lg:px-8 [.bg-background+&]:pt-0"
    >
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-ink via-ink-soft to-primary px-6 py-10 text-center text-ink-heading shadow-xl sm:px-12 sm:py-14">
        <h2 className="section-title">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-ink-foreground">
          {description}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ActionLinks actions={actions} onDark />
        </div>
      </div>
    </section>
  );
}
