import { Fragment } from "react";

/**
 * An e-mail address that wraps before its "@" and its dots rather than inside a word (only a part
 * longer than a whole line still breaks, under `overflow-wrap: break-word`); the text, and what
 * assistive tech reads, stays the address itself.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
