import type { ComponentType } from "react";

import { setPageLang } from "./server-lang";

/**
 * A Hindi page or layout made of its English one: it sets the page's language before the English
 * component renders, so everything under it reads the Hindi copy and links to Hindi pages. The
 * English file stays the one source of the page's structure.
 */
export function inHindi<Props extends object>(English: ComponentType<Props>) {
  function Hindi(props: Props) {
    setPageLang("hi");
    return <English {...props} />;
  }
  Hindi.displayName = `Hindi(${English.displayName ?? English.name})`;
  return Hindi;
}
