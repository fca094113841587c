import { describe, expect, it } from "vitest";

import { consoleTime, replyHref, weekStarts } from "@/lib/admin/format";

describe("consoleTime", () => {
  it("prints the time in UTC whatever the server's zone", () => {
    expect(consoleTime("2026-12-02T14:05:59+05:30")).toBe("Dec 2, 2026, 08:35 UTC");
  });
});

describe("weekStarts", () => {
  it("gives the Mondays of the last weeks, oldest first, this week's last", () => {
    // A Sunday: its week began the Monday before.
    expect(weekStarts(3, new Date("2026-12-06T23:00:00Z"))).toEqual([
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
    expect(weekStarts(1, new Date("2026-11-30T00:00:00Z"))).toEqual(["2026-11-30"]);
  });
});

describe("replyHref", () => {
  it("addresses the sender with the subject as a reply", () => {
    expect(replyHref({ email: "asha@example.com", subject: "Fees & dates?" })).toBe(
      "mailto:asha@example.com?subject=Re%3A%20Fees%20%26%20dates%3F",
    );
  });

  it("keeps a subject that is already a reply, and escapes what a header could smuggle", () => {
    expect(replyHref({ email: "a+b@example.com", subject: "RE: hi\r\nBcc: x@y.z" })).toBe(
      "mailto:a%2Bb@example.com?subject=RE%3A%20hi%0D%0ABcc%3A%20x%40y.z",
    );
  });
});
