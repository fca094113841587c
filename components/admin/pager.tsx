import { Link } from "@/components/ui/link";

/**
 * "Page 2 of 5" with the links either side, for `total` records shown `pageSize` at a time;
 * `hrefOf` builds a page's address, keeping the filters. Nothing when everything fits one page.
 */
export function Pager({
  page,
  total,
  pageSize,
  hrefOf,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefOf: (page: number) => string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const link =
    "inline-flex min-h-11 items-center rounded-lg px-3 font-medium underline-offset-4 hover:underline";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className={link} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-muted-foreground">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} className={link} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
