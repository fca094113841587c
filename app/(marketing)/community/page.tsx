import { FeatureGrid } from "@/components/marketing/feature-grid";
import { NotifyForm } from "@/components/forms/notify-form";
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
      <PageHero {...hero} title={getRoute("/community").heading}>
        <div className="mx-auto mt-10 max-w-xl rounded-card border border-border bg-white p-6 text-left shadow-sm">
          <NotifyForm source="community" buttonLabel={hero.buttonLabel} />
          <p className="text-sm text-muted-foreground">{hero.finePrint}</p>
        </div>
      </PageHero>

      <Section id="preview" tone="muted" {...preview}>
        <FeatureGrid items={preview.items} columns={4} />
      </Section>
    </>
  );
}
