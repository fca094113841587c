// Writes the favicon (public/icon.svg) and the app icons (public/icons/*.png) from the mark in
// components/brand/brand.ts, rendering the PNGs in headless Chromium so every size is the same
// drawing. components/brand/brand.test.ts checks the committed files are current.
//
//   npm run brand:icons
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

import { brandColors, MARK_VIEWBOX, markShapes, markSvg } from "../components/brand/brand";
import { CHROMIUM_BROWSER_FLAGS, findChromium } from "./lib/chromium.mjs";

const ROOT = new URL("../", import.meta.url);
const out = (path: string) => fileURLToPath(new URL(path, ROOT));

/**
 * The mark without its tile, centred on a full-bleed square: the maskable and Apple icons, whose
 * platforms cut their own shape. Kept inside the maskable safe zone (the inner 80 % circle).
 */
function fullBleedSvg(): string {
  const inner = markShapes
    .slice(1)
    .map((shape) => `<path d="${shape.d}" fill="${brandColors[shape.fill]}"/>`)
    .join("");
  const scale = 0.62;
  const offset = (MARK_VIEWBOX * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}"><rect width="${MARK_VIEWBOX}" height="${MARK_VIEWBOX}" fill="${brandColors.primary}"/><g transform="translate(${offset} ${offset + 1}) scale(${scale})">${inner}</g></svg>`;
}

const ICONS = [
  { file: "public/icons/icon-192.png", size: 192, svg: markSvg() },
  { file: "public/icons/icon-512.png", size: 512, svg: markSvg() },
  { file: "public/icons/maskable-512.png", size: 512, svg: fullBleedSvg() },
  { file: "public/icons/apple-touch-icon.png", size: 180, svg: fullBleedSvg() },
];

async function main() {
  await writeFile(out("public/icon.svg"), markSvg());
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: CHROMIUM_BROWSER_FLAGS,
    chromiumSandbox: false,
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      const svg = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
      await page.setContent(
        `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
      );
      await page.screenshot({ path: out(icon.file), omitBackground: true });
      await page.close();
      console.log(`wrote ${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
