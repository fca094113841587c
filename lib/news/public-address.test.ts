import { describe, expect, it } from "vitest";

import { isPublicAddress, isPublicHttpUrl } from "@/lib/news/public-address";

describe("isPublicAddress", () => {
  it.each([
    ["93.184.215.14", true],
    ["8.8.8.8", true],
    ["2606:4700:4700::1111", true],
    ["127.0.0.1", false],
    ["127.8.9.10", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["::1", false],
    ["::", false],
    ["fd00::1", false],
    ["fe80::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:8.8.8.8", true],
    ["not-an-address", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("isPublicHttpUrl", () => {
  it.each([
    ["http://127.0.0.1/feed", false],
    ["http://localhost:3000/feed", false],
    ["http://[::1]/feed", false],
    ["ftp://8.8.8.8/feed", false],
    ["file:///etc/passwd", false],
    ["https://8.8.8.8/feed", true],
  ])("%s is allowed: %s", async (url, expected) => {
    expect(await isPublicHttpUrl(new URL(url))).toBe(expected);
  });
});
