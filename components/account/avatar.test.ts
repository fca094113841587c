import { describe, expect, it } from "vitest";

import { avatarInitial } from "./avatar";

describe("avatarInitial", () => {
  it("is the first letter of the e-mail, upper-cased", () => {
    expect(avatarInitial("asha@example.com")).toBe("A");
    expect(avatarInitial("Zed@example.com")).toBe("Z");
    expect(avatarInitial("9lives@example.com")).toBe("9");
  });

  it("is U when there is no e-mail", () => {
    expect(avatarInitial(null)).toBe("U");
    expect(avatarInitial(undefined)).toBe("U");
    expect(avatarInitial("")).toBe("U");
    expect(avatarInitial("   ")).toBe("U");
  });
});
