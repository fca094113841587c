import { describe, expect, it } from "vitest";

import { findOrInstall, firstExecutable } from "./debian-package.mjs";

describe("firstExecutable", () => {
  it("skips unset and missing paths", async () => {
    expect(await firstExecutable([undefined, "", "/nonexistent/tool", process.execPath])).toBe(
      process.execPath,
    );
    expect(await firstExecutable(["/nonexistent/tool"])).toBeNull();
  });
});

describe("findOrInstall", () => {
  it("uses what is on the machine without installing anything", async () => {
    let calls = 0;
    const found = await findOrInstall(
      "a-package-that-does-not-exist",
      async () => (++calls, process.execPath),
      "unused",
    );
    expect(found).toBe(process.execPath);
    expect(calls).toBe(1);
  });
});
