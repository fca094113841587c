import { serverEnv } from "@/lib/server-env";

/** Longest address kept: an IPv6 address with a zone fits; anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The visitor's address as the nearest trusted proxy saw it: the N-th X-Forwarded-For entry from
 * the right (N = `TRUSTED_PROXY_HOPS`, default 1). Entries further left are written by the client
 * and never believed. With a shorter chain the leftmost entry is the best there is; without the
 * header, `X-Real-IP`. Null when neither holds a plausible address.
 */
export function clientAddress(
  headers: Headers,
  hops = serverEnv().TRUSTED_PROXY_HOPS,
): string | null {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate =
    chain.length > 0 ? chain[Math.max(chain.length - hops, 0)] : headers.get("x-real-ip")?.trim();
  return candidate && isPlausibleAddress(candidate) ? candidate : null;
}

function isPlausibleAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && /^[0-9A-Za-z.:%_[\]-]+$/.test(value);
}

/**
 * Headers for a call this server makes on a visitor's behalf: X-Forwarded-For holds exactly the
 * visitor's address (a gateway in front of the backend appends ours), Supabase Auth reads
 * `Sb-Forwarded-For`, and the database's per-client limits read `X-Client-Address` when the call
 * carries the secret key (behind hosted Supabase's gateway the rightmost X-Forwarded-For entry is
 * this server, not the visitor).
 */
export function forwardingHeaders(address: string | null): Record<string, string> {
  return address
    ? { "x-forwarded-for": address, "sb-forwarded-for": address, "x-client-address": address }
    : {};
}
