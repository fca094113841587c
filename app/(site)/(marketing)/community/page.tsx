import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Section } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/metadata";
import { copy } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/community");

export default function CommunityPage() {
  const { communitySoon } = copy().launch;
  const { hero, preview } = communitySoon;
  return (
    <ComingSoonPage path="/community" {...hero}>
      <Section id="preview" tone="muted" {...preview}>
        <FeatureGrid items={preview.items} columns={4} />
      </Section>
    </ComingSoonPage>
  );
}
