import { describe, expect, it } from "vitest";

import { clientNetwork } from "../src/client-network";

describe("clientNetwork", () => {
  it.each([
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:DB8:AA:BB::9", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["[2001:db8::1]:443", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::ffff:cb00:7109", "203.0.113.9"],
    ["not an address", "not an address"],
  ])("puts %s in %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it("gives every address of one /64 the same network", () => {
    const networks = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:1:2:3", "2001:db8:0001:0002:a::"].map(
      clientNetwork,
    );
    expect(new Set(networks)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });
});
