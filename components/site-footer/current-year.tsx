import { cacheLife } from "next/cache";

/**
 * The copyright year. Pages that show it are prerendered; caching it for a day lets them be
 * rendered again soon after 1 January without a rebuild, and costs the browser no script.
 */
export async function CurrentYear() {
  "use cache";
  cacheLife("days");
  return <span>{new Date().getFullYear()}</span>;
}
