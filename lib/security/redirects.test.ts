import { describe, expect, it } from "vitest";

import {
  isLocalHostname,
  safeNextPath,
  signedInDestination,
  siteOrigin,
  withNext,
} from "./redirects";
import { isSameOrigin } from "./same-origin";

describe("safeNextPath", () => {
  it.each([
    ["/", "/"],
    ["/profile", "/profile"],
    ["/profile?tab=1#top", "/profile?tab=1#top"],
    ["/ai-updates/", "/ai-updates/"],
    ["/a/../profile", "/profile"],
    ["/javascript:alert(1)", "/javascript:alert(1)"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the in-site path %j", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    "",
    "profile",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/foo\\bar",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " /profile",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example",
    "/\u0000/evil.example",
    "/\u3000/evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    `/${"a".repeat(2048)}`,
  ])("falls back to / for the hostile or foreign value %j", (input) => {
    expect(safeNextPath(input)).toBe("/");
  });

  it.each([undefined, null, 42, ["/profile"], { toString: () => "/profile" }])(
    "falls back to / for the non-string %j",
    (input) => {
      expect(safeNextPath(input)).toBe("/");
    },
  );

  it("never returns a value that resolves to another origin", () => {
    const base = "https://gurukulcode.example";
    const hostile = ["//x.example", "/\\x.example", "/\t/x.example", "https:x.example", "/.//x"];
    for (const value of hostile) {
      expect(new URL(safeNextPath(value), base).origin).toBe(base);
    }
  });
});

describe("withNext", () => {
  it("carries an in-site path on, encoded", () => {
    expect(withNext("/signup", "/profile?tab=1")).toBe("/signup?next=%2Fprofile%3Ftab%3D1");
  });

  it("adds nothing for home or a hostile value", () => {
    expect(withNext("/login", "/")).toBe("/login");
    expect(withNext("/login", "//evil.example")).toBe("/login");
  });
});

describe("signedInDestination", () => {
  it.each([
    ["/profile", "/profile"],
    ["/ai-updates?x=1", "/ai-updates?x=1"],
    ["/login", "/"],
    ["/signup?next=/profile", "/"],
    ["/auth/confirm", "/"],
    ["/reset-password#x", "/"],
    ["/loginx", "/loginx"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    [null, "/"],
  ])("sends %j to %j", (input, expected) => {
    expect(signedInDestination(input)).toBe(expected);
  });
});

describe("siteOrigin", () => {
  const site = "https://gurukulcode.example";
  const from = (entries: Record<string, string>) => siteOrigin(new Headers(entries), site);

  it.each([
    [{}, site],
    [{ host: "gurukulcode.example", "x-forwarded-proto": "https" }, site],
    [{ host: "localhost:3000" }, "http://localhost:3000"],
    [{ host: "192.168.1.20:3000" }, "http://192.168.1.20:3000"],
    [{ host: "evil.example" }, site],
    [{ host: "gurukulcode.example:8443", "x-forwarded-proto": "https" }, site],
    [{ host: "localhost", "x-forwarded-host": "evil.example" }, site],
    [{ host: "evil.example/@localhost" }, site],
    [{ host: "%2F%2Fevil.example" }, site],
  ])("answers for %j with %j", (entries, expected) => {
    expect(from(entries)).toBe(expected);
  });
});

describe("isLocalHostname", () => {
  const local = [
    "localhost",
    "app.localhost",
    "box.local",
    "[::1]",
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.9",
  ];
  const publicNames = [
    "gurukulcode.example",
    "172.15.0.1",
    "172.32.0.1",
    "192.169.0.1",
    "11.0.0.1",
    "localhost.evil.example",
    "127.0.0",
    "1.2.3.4.5",
  ];

  it.each([
    ...local.map((hostname) => [hostname, true] as const),
    ...publicNames.map((hostname) => [hostname, false] as const),
  ])("treats %j as local: %s", (hostname, expected) => {
    expect(isLocalHostname(hostname)).toBe(expected);
  });
});

describe("isSameOrigin", () => {
  it.each([
    [{ host: "gurukulcode.example" }, true],
    [{ host: "gurukulcode.example", origin: "https://gurukulcode.example" }, true],
    [{ host: "localhost:3000", origin: "http://localhost:3000" }, true],
    [
      {
        host: "gurukulcode.example",
        "x-forwarded-host": "site.example",
        origin: "https://site.example",
      },
      true,
    ],
    [{ host: "gurukulcode.example", origin: "https://evil.example" }, false],
    [{ host: "localhost:3000", origin: "http://localhost:3001" }, false],
    [{ host: "gurukulcode.example", origin: "null" }, false],
    [{ host: "gurukulcode.example", origin: "file://gurukulcode.example" }, false],
    [{ host: "gurukulcode.example", origin: "https://gurukulcode.example.evil.example" }, false],
    [{ origin: "https://gurukulcode.example" }, false],
  ])("answers %j with %j", (entries, expected) => {
    expect(isSameOrigin(new Headers(entries))).toBe(expected);
  });
});
