import { afterEach, describe, expect, it, vi } from "vitest";

import { clientAddress, forwardingHeaders } from "@/lib/security/client-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddress", () => {
  it.each([
    ["a single entry", "203.0.113.7", 1, "203.0.113.7"],
    ["the rightmost of a spoofed chain", "1.2.3.4, 5.6.7.8, 203.0.113.7", 1, "203.0.113.7"],
    ["spaces and empty entries", " 9.9.9.9 ,, 203.0.113.7 , ", 1, "203.0.113.7"],
    ["the second from the right with two hops", "1.1.1.1, 203.0.113.7, 10.0.0.2", 2, "203.0.113.7"],
    ["the leftmost when the chain is shorter than the hops", "203.0.113.7", 3, "203.0.113.7"],
    ["an IPv6 address", "x, 2001:db8::1", 1, "2001:db8::1"],
    ["an IPv6 address in brackets with a zone", "[fe80::1%eth0]", 1, "[fe80::1%eth0]"],
    ["nothing for an entry of 300 characters", `1.1.1.1, ${"9".repeat(300)}`, 1, null],
    ["nothing for an entry with other characters", "1.1.1.1, <script>", 1, null],
  ])("takes %s", (_, forwardedFor, hops, expected) => {
    expect(clientAddress(headers({ "x-forwarded-for": forwardedFor }), hops)).toBe(expected);
  });

  it("ignores a spoofed first entry however long it is", () => {
    const spoofed = `${"a".repeat(300)}, 203.0.113.7`;
    expect(clientAddress(headers({ "x-forwarded-for": spoofed }), 1)).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to nothing", () => {
    expect(clientAddress(headers({ "x-real-ip": " 203.0.113.9 " }), 1)).toBe("203.0.113.9");
    expect(clientAddress(headers({ "x-forwarded-for": " , " }), 1)).toBeNull();
    expect(clientAddress(headers({}), 1)).toBeNull();
  });

  it("prefers X-Forwarded-For over X-Real-IP", () => {
    const both = headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.1" });
    expect(clientAddress(both, 1)).toBe("203.0.113.7");
  });
});

describe("clientAddress without a hop count", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("counts TRUSTED_PROXY_HOPS entries from the right, one when unset", () => {
    const chain = headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.7, 10.0.0.2" });
    vi.stubEnv("TRUSTED_PROXY_HOPS", "");
    expect(clientAddress(chain)).toBe("10.0.0.2");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "2");
    expect(clientAddress(chain)).toBe("203.0.113.7");
  });
});

describe("forwardingHeaders", () => {
  it("sets every forwarding header to the one address, or none without one", () => {
    expect(forwardingHeaders("203.0.113.7")).toEqual({
      "x-forwarded-for": "203.0.113.7",
      "sb-forwarded-for": "203.0.113.7",
      "x-client-address": "203.0.113.7",
    });
    expect(forwardingHeaders(null)).toEqual({});
  });
});
