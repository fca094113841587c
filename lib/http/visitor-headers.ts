import { requestIdOf } from "@/lib/http/request-context";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id.mjs";
import { clientAddress, forwardingHeaders } from "@/lib/security/client-address";

/**
 * The headers of a backend call this server makes on a visitor's behalf: the visitor's address
 * for per-client limits (`forwardingHeaders`) and the request's id for the backend's log.
 */
export function visitorHeaders(
  requestHeaders: Headers,
  address: string | null = clientAddress(requestHeaders),
): Record<string, string> {
  return { ...forwardingHeaders(address), [REQUEST_ID_HEADER]: requestIdOf(requestHeaders) };
}
