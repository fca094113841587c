/**
 * Finds colour values written outside the theme: hex literals, CSS colour functions, and
 * Tailwind's default-palette classes (its named hues, white and black). Colours belong in the
 * tokens of app/globals.css (and the few in components/brand/brand.ts that must exist outside
 * CSS); components/brand/no-raw-colours.test.ts runs this over components/ and app/.
 */
const PALETTE =
  "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";
const UTILITY =
  "bg|text|border(?:-[xytrblse])?|ring|ring-offset|outline|fill|stroke|from|via|to|divide|decoration|placeholder|caret|accent|shadow|inset-shadow|drop-shadow";

const PATTERNS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: "hex colour", pattern: /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi },
  { kind: "colour function", pattern: /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/g },
  {
    kind: "default palette class",
    pattern: new RegExp(
      `(?<![\\w-])(?:${UTILITY})-(?:(?:${PALETTE})-\\d{2,3}|white|black)(?![\\w-])`,
      "g",
    ),
  },
];

export type RawColour = { line: number; kind: string; match: string };

export function findRawColours(source: string): RawColour[] {
  const found: RawColour[] = [];
  source.split("\n").forEach((text, index) => {
    for (const { kind, pattern } of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        found.push({ line: index + 1, kind, match: match[0] });
      }
    }
  });
  return found;
}
