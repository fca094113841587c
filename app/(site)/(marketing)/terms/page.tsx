import { LegalDocumentPage } from "@/components/legal/legal-document";
import { termsOfService } from "@/content/legal";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/terms");

export default function TermsPage() {
  return <LegalDocumentPage title={getRoute("/terms").heading} document={termsOfService} />;
}
