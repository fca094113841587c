import { ComingSoonPage } from "@/components/marketing/coming-soon-page";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Section } from "@/components/marketing/section";
import { communitySoon } from "@/content/launch";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/community");

export default function CommunityPage() {
  const { hero, preview } = communitySoon;
  return (
    <ComingSoonPage path="/community" {...hero}>
      <Section id="preview" tone="muted" {...preview}>
        <FeatureGrid items={preview.items} columns={4} />
      </Section>
    </ComingSoonPage>
  );
}
