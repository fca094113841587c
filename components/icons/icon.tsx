import { clsx } from "clsx";

import type { IconDrawing } from "./drawings";

/**
 * A decorative Lucide icon, drawn inline: the text beside it carries the meaning. Its stroke comes
 * from the `icon` class (app/globals.css), so each one in a page carries only its shapes. Inline
 * rather than a `<use>` of a shared sprite: fetching and instantiating a sprite while the
 * framework's scripts download made a phone's page interactive 29–42 ms later.
 */
export function Icon({ drawing, className }: { drawing: IconDrawing; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={clsx("icon", className)}
    >
      {drawing.map(([Shape, attributes], index) => (
        <Shape key={index} {...attributes} />
      ))}
    </svg>
  );
}
