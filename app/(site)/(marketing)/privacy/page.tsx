import { LegalDocumentPage } from "@/components/legal/legal-document";
import { pageMetadata } from "@/lib/metadata";
import { copy, routeIn } from "@/lib/i18n/copy";

export const metadata = pageMetadata("/privacy");

export default function PrivacyPage() {
  const { privacyNotice } = copy().legal;
  return <LegalDocumentPage title={routeIn("/privacy").heading} document={privacyNotice} />;
}
