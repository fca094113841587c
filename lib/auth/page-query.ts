import { safeNextPath } from "@/lib/security/redirects";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

/**
 * The `next` and `error` parameters of an account page's address: `next` is the in-site page to
 * return to ("" for none), `error` the reason a link failed.
 */
export async function pageQuery(
  searchParams: SearchParams,
): Promise<{ next: string; error: string | null }> {
  const params = await searchParams;
  const next = single(params.next);
  return {
    next: next === undefined ? "" : safeNextPath(next),
    error: single(params.error) ?? null,
  };
}
