import { readFile } from "node:fs/promises";

import { describe, expect, it } from "vitest";

import {
  buildDrawings,
  DRAWINGS_FILE,
  exportName,
  ICON_NAMES,
} from "../../scripts/icon-drawings.mjs";
import * as drawings from "./drawings";

describe("components/icons/drawings.ts", () => {
  it("holds exactly the listed icons, as the installed lucide-react draws them", async () => {
    const onDisk = await readFile(DRAWINGS_FILE, "utf8");
    // Out of date? Run `npm run icons`.
    expect(onDisk).toBe(await buildDrawings(ICON_NAMES));
    expect(Object.keys(drawings).sort()).toEqual(ICON_NAMES.map(exportName).sort());
    for (const drawing of Object.values(drawings)) expect(drawing.length).toBeGreaterThan(0);
  });

  it("fails on a name lucide-react does not have", async () => {
    await expect(buildDrawings(["no-such-icon"])).rejects.toThrow();
  });
});
