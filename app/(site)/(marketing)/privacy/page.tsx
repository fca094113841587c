import { LegalDocumentPage } from "@/components/legal/legal-document";
import { privacyNotice } from "@/content/legal";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/privacy");

export default function PrivacyPage() {
  return <LegalDocumentPage title={getRoute("/privacy").heading} document={privacyNotice} />;
}
