/**
 * The brand's one source: the mark's geometry and the few colour values that must exist outside
 * CSS (the Open Graph card, the app icons, the browser's theme colour). Pages use the theme
 * tokens in app/globals.css, which carry the same values; brand.test.ts keeps the two in step.
 */
export const brandColors = {
  /** Peacock teal: `--color-primary`. */
  primary: "#0d6577",
  /** `--color-primary-soft`. */
  primarySoft: "#e3f2f3",
  /** Saffron, the lamp's flame: `--color-accent`. */
  accent: "#f5a524",
  /** `--color-ink-accent`: saffron light enough for text on the dark surface. */
  inkAccent: "#ffc766",
  /** The dark surface: `--color-ink`. */
  ink: "#0b1f2a",
  /** `--color-ink-foreground`. */
  inkForeground: "#cfe3e8",
  /** `--color-background`: the pages of the book. */
  paper: "#ffffff",
  /** The flame's core: `--color-flame-core`. */
  flameCore: "#fff6e5",
} as const;

type BrandColor = keyof typeof brandColors;

export const MARK_VIEWBOX = 48;

/**
 * The mark: a lamp's flame rising from an open book, on a peacock tile. Learning (the book),
 * the gurukul's lamp, and growth (the flame points up). Drawn to read at 16 px.
 */
export const markShapes: readonly { d: string; fill: BrandColor }[] = [
  {
    d: "M0 12A12 12 0 0 1 12 0h24a12 12 0 0 1 12 12v24a12 12 0 0 1-12 12H12A12 12 0 0 1 0 36Z",
    fill: "primary",
  },
  { d: "M7 28.5c6-2.2 11.6-1.3 16 3V39c-4.4-3.6-10-4.6-16-2.6Z", fill: "paper" },
  { d: "M41 28.5c-6-2.2-11.6-1.3-16 3V39c4.4-3.6 10-4.6 16-2.6Z", fill: "primarySoft" },
  {
    d: "M25.4 6c.5 3.9 3 6.4 4.8 9.2 1.3 2 1.9 4.1 1.9 6.3a8.1 8.1 0 0 1-16.2 0c0-3 1.3-5.6 3.6-7.9.2 1.9 1 3.3 2.4 4.1-.3-4.7 1-8.7 3.5-11.7Z",
    fill: "accent",
  },
  {
    d: "M24 16.4c2.5 2.7 3.5 4.8 3.5 6.6a3.5 3.5 0 0 1-7 0c0-1.7.9-3.8 3.5-6.6Z",
    fill: "flameCore",
  },
];

/** The mark as a standalone SVG document (favicon, icon renders). */
export function markSvg({ size }: { size?: number } = {}): string {
  const dimensions = size ? ` width="${size}" height="${size}"` : "";
  const paths = markShapes.map((s) => `<path d="${s.d}" fill="${brandColors[s.fill]}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}"${dimensions}>${paths}</svg>\n`;
}
