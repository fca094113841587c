import { Suspense } from "react";

import { NewsSkeletons } from "@/components/news/news-skeletons";
import { PageHero } from "@/components/marketing/page-hero";
import { Link } from "@/components/ui/link";
import { pageMetadata } from "@/lib/metadata";

import { NewsSection } from "./_components/news-section";
import { copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/ai-updates");

export default function AiUpdatesPage() {
  const { aiUpdates } = copy().aiUpdates;
  // Read while rendering, in the page's language (a Hindi page renders this one under /hi).
  const route = routeIn("/ai-updates");
  return (
    <>
      <PageHero
        eyebrow={aiUpdates.hero.eyebrow}
        title={route.heading}
        description={route.description}
        className="pb-10 sm:pb-12"
      />
      <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:px-8">
        <Suspense fallback={<NewsSkeletons />}>
          <NewsSection />
        </Suspense>
        <p className="mt-12 text-center text-muted-foreground">
          {aiUpdates.wayOn.prompt}{" "}
          <Link
            href={aiUpdates.wayOn.href}
            className="font-medium text-primary underline underline-offset-4"
          >
            {aiUpdates.wayOn.label}
          </Link>
        </p>
      </section>
    </>
  );
}
