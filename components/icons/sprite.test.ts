import { readFile } from "node:fs/promises";

import { describe, expect, it } from "vitest";

import { buildSprite, SPRITE_FILE, spriteNames } from "../../scripts/icon-sprite.mjs";
import { spriteIcons } from "./sprite-icons";

describe("public/icons.svg", () => {
  it("holds exactly the listed icons, as the installed lucide-react draws them", async () => {
    const names = await spriteNames();
    expect(names).toEqual([...spriteIcons]);
    const onDisk = await readFile(SPRITE_FILE, "utf8");
    // Out of date? Run `npm run icons`.
    expect(onDisk).toBe(await buildSprite(names));
    expect(onDisk.match(/<symbol id="/g)).toHaveLength(spriteIcons.length);
  });

  it("fails on a name lucide-react does not have", async () => {
    await expect(buildSprite(["no-such-icon"])).rejects.toThrow();
  });
});
