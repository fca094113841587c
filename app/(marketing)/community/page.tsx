import { FeatureGrid } from "@/components/marketing/feature-grid";
import { NotifyCard } from "@/components/marketing/notify-signup";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { communitySoon } from "@/content/launch";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/community");

export default function CommunityPage() {
  const { hero, preview } = communitySoon;
  return (
    <>
      <PageHero
        {...hero}
        title={getRoute("/community").heading}
        mood="night"
        className="[--hero-aside:32rem]"
        aside={
          <NotifyCard
            source="community"
            buttonLabel={hero.buttonLabel}
            finePrint={hero.finePrint}
            className="mt-10 lg:mt-0"
          />
        }
      />

      <Section id="preview" tone="muted" {...preview}>
        <FeatureGrid items={preview.items} columns={4} />
      </Section>
    </>
  );
}
