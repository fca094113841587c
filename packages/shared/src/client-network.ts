import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address belongs to, which per-client limits count as one client, as the
 * database's `private.client_network` does: an IPv6 address by its /64 (`2001:db8:1:2::/64`; one
 * line or host is given a whole /64, so rotating inside it changes nothing), an IPv4 address (or
 * an IPv4-mapped IPv6 one) by itself. Anything else is its own key.
 */
export function clientNetwork(address: string): string {
  // A bracketed address may carry a port (`[2001:db8::1]:443`), a link-local one its zone.
  const bare = address
    .trim()
    .replace(/^\[|\](:\d+)?$/g, "")
    .replace(/%.*$/, "");
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
