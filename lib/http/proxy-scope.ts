/**
 * The paths proxy.ts does not run for, as its `config.matcher` says (which must stay a literal
 * there: Next reads it from the source at build). `proxy-scope.test.ts` compiles that matcher the
 * way Next does and checks the two agree on a table of paths, so a change to one without the
 * other fails the unit tests.
 *
 * The build's files, the backend gateway (`/supabase/…`), the API routes but `/api/account/…`,
 * and any name with an extension (the public folder's).
 */
const SKIPPED_BY_PROXY =
  /^\/(?:_next\/static|_next\/image|supabase\/|api\/(?!account\/)|.*\.[A-Za-z0-9]+$)/;

/**
 * Whether proxy.ts ran for a request to `pathname` (the URL's path, without the query): where it
 * did, the request's `X-Request-Id` is the id it settled; where it did not, the header is
 * whatever the client sent.
 */
export function proxyRunsFor(pathname: string): boolean {
  return !SKIPPED_BY_PROXY.test(pathname);
}
