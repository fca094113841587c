import { describe, expect, it } from "vitest";

import { localeField } from "./lang-field";
import { subscribeSchema } from "./subscribe";

describe("localeField", () => {
  const schema = subscribeSchema.extend({ locale: localeField });
  const post = { email: "asha@example.com", source: "newsletter" };

  it("reads a form's language, English when the field is missing or unknown", () => {
    expect(schema.parse({ ...post, locale: "hi" }).locale).toBe("hi");
    expect(schema.parse(post).locale).toBe("en");
    expect(schema.parse({ ...post, locale: "fr" }).locale).toBe("en");
  });
});
