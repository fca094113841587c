import { LegalDocumentPage } from "@/components/legal/legal-document";
import { pageMetadata } from "@/lib/metadata";
import { copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/terms");

export default function TermsPage() {
  const { termsOfService } = copy().legal;
  return <LegalDocumentPage title={routeIn("/terms").heading} document={termsOfService} />;
}
