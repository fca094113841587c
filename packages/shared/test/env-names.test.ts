import { describe, expect, it } from "vitest";

import { withEmbeddedNames } from "../src/env-names.mjs";

describe("withEmbeddedNames", () => {
  it("gives an old STANDIN_ name's value to its EMBEDDED_ name", () => {
    expect(withEmbeddedNames({ STANDIN_PORT: "54399", PATH: "/bin" })).toEqual({
      STANDIN_PORT: "54399",
      EMBEDDED_PORT: "54399",
      PATH: "/bin",
    });
  });

  it("lets the new name win where both are set", () => {
    const env = withEmbeddedNames({ STANDIN_DATA_DIR: "old", EMBEDDED_DATA_DIR: "new" });
    expect(env.EMBEDDED_DATA_DIR).toBe("new");
  });
});
