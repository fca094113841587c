import { describe, expect, it } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import { clientNetwork } from "../src/client-network";

/**
 * The site and the backend count clients in TypeScript; the database's own limits count them in
 * SQL (`private.client_network`). Both must see the same clients: on one table of addresses, two
 * addresses are one client in one exactly when they are one client in the other.
 */
const ADDRESSES = [
  "2001:db8:aa:bb:1:2:3:4",
  "2001:DB8:AA:BB::9",
  "2001:db8:aa:bb::",
  "2001:db8:aa:bc::1",
  "2001:db8::1",
  "2001:db8:0:0:ffff::1",
  "2001:db8:0:1::1",
  "fe80::1",
  "203.0.113.9",
  " 203.0.113.9 ",
  "::ffff:203.0.113.9",
  "::ffff:cb00:7109",
  "203.0.113.10",
  "::1",
  "127.0.0.1",
  "unknown",
];

const backend = testBackendForFile();

describe("clientNetwork and private.client_network", () => {
  it("group the same addresses into the same clients", async () => {
    const rows = await backend().standIn.query<{ address: string; network: string }>(
      `select address, private.client_network(address) as network
       from unnest($1::text[]) as address`,
      [ADDRESSES],
    );
    const sql = new Map(rows.map((row) => [row.address, row.network]));
    expect(sql.size).toBe(ADDRESSES.length);
    const disagreements = ADDRESSES.flatMap((a) =>
      ADDRESSES.filter(
        (b) => (clientNetwork(a) === clientNetwork(b)) !== (sql.get(a) === sql.get(b)),
      ).map((b) => `${a} ~ ${b}`),
    );
    expect(disagreements).toEqual([]);
  });

  it("name an IPv4 client alike", async () => {
    const rows = await backend().standIn.query<{ network: string }>(
      "select private.client_network('::ffff:203.0.113.9') as network",
    );
    expect(rows[0]!.network).toBe(clientNetwork("::ffff:203.0.113.9"));
  });
});
