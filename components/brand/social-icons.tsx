import { Icon } from "@/components/icons/icon";
import type { IconDrawing } from "@/components/icons/drawings";
import type { SocialLink } from "@/lib/site-config";

/** A mark is one filled path: its own fill and stroke override the icon class's outline. */
const mark = (d: string): IconDrawing => [["path", { d, fill: "currentColor", stroke: "none" }]];

/** Each network's mark on Lucide's 24 × 24 grid. */
const MARKS: Record<SocialLink["network"], IconDrawing> = {
  linkedin: mark(
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.2c0-1.24-.02-2.84-1.8-2.84-1.8 0-2.1 1.35-2.1 2.75V21h-4V9.75Z",
  ),
  x: mark(
    "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2Z",
  ),
  youtube: mark(
    "M23 7.2a3 3 0 0 0-2.1-2.12C19.05 4.6 12 4.6 12 4.6s-7.05 0-8.9.48A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.12c1.85.48 8.9.48 8.9.48s7.05 0 8.9-.48A3 3 0 0 0 23 16.8a31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.75 15.02V8.98L15.5 12l-5.75 3.02Z",
  ),
  instagram: mark(
    "M12 2.2c3.2 0 3.58.01 4.84.07 3.25.15 4.77 1.69 4.92 4.92.06 1.26.07 1.64.07 4.84s-.01 3.58-.07 4.84c-.15 3.23-1.66 4.77-4.92 4.92-1.26.06-1.64.07-4.84.07s-3.58-.01-4.84-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.21 15.58 2.2 15.2 2.2 12s.01-3.58.07-4.84C2.42 3.92 3.94 2.4 7.16 2.27 8.42 2.21 8.8 2.2 12 2.2Zm0 4.86a4.94 4.94 0 1 0 0 9.88 4.94 4.94 0 0 0 0-9.88Zm0 8.15a3.21 3.21 0 1 1 0-6.42 3.21 3.21 0 0 1 0 6.42Zm5.14-9.5a1.15 1.15 0 1 0 0 2.3 1.15 1.15 0 0 0 0-2.3Z",
  ),
};

/** A social network's mark, drawn inline in the current text colour like every other icon. */
export function SocialIcon({
  network,
  className,
}: {
  network: SocialLink["network"];
  className?: string;
}) {
  return <Icon drawing={MARKS[network]} className={className} />;
}
