import { describe, expect, it } from "vitest";

import { SUBSCRIPTION_SOURCES, subscribeSchema } from "./subscribe";

describe("subscribeSchema", () => {
  it.each(SUBSCRIPTION_SOURCES)("accepts an e-mail from the %s form", (source) => {
    expect(subscribeSchema.parse({ email: "learner@example.com", source })).toEqual({
      email: "learner@example.com",
      source,
    });
  });

  it("trims and lower-cases the e-mail so one person is stored once", () => {
    expect(
      subscribeSchema.parse({ email: "  Learner@Example.COM ", source: "pricing" }).email,
    ).toBe("learner@example.com");
  });

  it("requires an e-mail address", () => {
    const result = subscribeSchema.safeParse({ email: "   ", source: "newsletter" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ["email"], message: "Please enter your e-mail address." },
    ]);
  });

  it.each(["learner", "learner@", "learner@example", "learner@@example.com"])(
    "rejects the malformed e-mail %j",
    (email) => {
      const result = subscribeSchema.safeParse({ email, source: "community" });
      expect(result.error?.issues).toMatchObject([
        { path: ["email"], message: "Please enter a valid e-mail address." },
      ]);
    },
  );

  it("rejects an e-mail longer than 254 characters", () => {
    const email = `${"a".repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    expect(subscribeSchema.safeParse({ email, source: "newsletter" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: email.slice(1), source: "newsletter" }).success).toBe(
      true,
    );
  });

  it("rejects a missing or unknown source", () => {
    for (const source of [undefined, "", "homepage", "NEWSLETTER"]) {
      const result = subscribeSchema.safeParse({ email: "learner@example.com", source });
      expect(result.error?.issues).toMatchObject([
        { path: ["source"], message: "Unknown subscription source." },
      ]);
    }
  });
});
