"use client";

import { Link } from "@/components/ui/link";
import { COLLECTION_NOTICES, PRIVACY_LINK_LABEL, TERMS_LINK_LABEL } from "@/content/legal";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { clsx } from "clsx";

const ENGLISH = {
  notices: COLLECTION_NOTICES,
  privacyLinkLabel: PRIVACY_LINK_LABEL,
  termsLinkLabel: TERMS_LINK_LABEL,
};

type CollectionNoticeProps = {
  form: keyof typeof COLLECTION_NOTICES;
  /** Also link the terms, where a form enters into them (sign-up). */
  withTerms?: boolean;
  id?: string;
  className?: string;
};

/**
 * The one line beside a form that says what it collects and why, linking the privacy notice. It
 * keeps the surrounding text colour, so it reads on light and dark bands alike.
 */
export function CollectionNotice({
  form,
  withTerms = false,
  id,
  className,
}: CollectionNoticeProps) {
  const words = useClientCopy("collectionNotice", ENGLISH);
  return (
    <p
      id={id}
      className={clsx("text-xs leading-relaxed", className)}
      data-testid="collection-notice"
    >
      {words.notices[form]}{" "}
      <Link href="/privacy" className="font-medium underline">
        {words.privacyLinkLabel}
      </Link>
      {withTerms ? (
        <>
          {" · "}
          <Link href="/terms" className="font-medium underline">
            {words.termsLinkLabel}
          </Link>
        </>
      ) : null}
    </p>
  );
}
