import type { SpriteIconName } from "./sprite-icons";

/** A decorative Lucide icon drawn from the sprite; the text beside it carries the meaning. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
