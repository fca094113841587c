import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { brandColors, markSvg } from "./brand";

const ROOT = join(__dirname, "../..");
const read = (path: string) => readFileSync(join(ROOT, path));

/** The value of a `--color-*` token in app/globals.css. */
function token(name: string): string | undefined {
  const css = read("app/globals.css").toString();
  return css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]+);`, "i"))?.[1];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const png = read(path);
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe("the brand source", () => {
  it.each([
    ["primary", brandColors.primary],
    ["primary-soft", brandColors.primarySoft],
    ["accent", brandColors.accent],
    ["ink", brandColors.ink],
    ["ink-foreground", brandColors.inkForeground],
    ["ink-accent", brandColors.inkAccent],
    ["background", brandColors.paper],
    ["flame-core", brandColors.flameCore],
  ])("matches the theme token --color-%s", (name, value) => {
    expect(token(name)).toBe(value);
  });

  it("is the favicon (npm run brand:icons rewrites it)", () => {
    expect(read("public/icon.svg").toString()).toBe(markSvg());
  });

  it.each([
    ["public/icons/icon-192.png", 192],
    ["public/icons/icon-512.png", 512],
    ["public/icons/maskable-512.png", 512],
    ["public/icons/apple-touch-icon.png", 180],
  ])("has rendered %s at %i px", (path, size) => {
    expect(pngSize(path)).toEqual([size, size]);
  });
});
