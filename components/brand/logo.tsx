import { clsx } from "clsx";

import { brandColors, MARK_VIEWBOX, markShapes } from "@/components/brand/brand";

/** The Gurukul Code mark (components/brand/brand.ts): a lamp's flame rising from an open book. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}`}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {markShapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={brandColors[shape.fill]} />
      ))}
    </svg>
  );
}

type LogoProps = {
  /** The home page shows a larger two-line wordmark. */
  variant?: "home" | "default";
  /** Shrunk state once the page has scrolled. */
  compact?: boolean;
  /**
   * Draw the mark from public/icon.svg (the same drawing) instead of inline: for a logo below the
   * fold, whose path data would otherwise be paid twice, in the HTML and in the RSC payload.
   */
  fromFile?: boolean;
  className?: string;
};

export function Logo({
  variant = "default",
  compact = false,
  fromFile = false,
  className,
}: LogoProps) {
  const large = variant === "home" && !compact;
  return (
    <span className={clsx("flex items-center gap-2.5", className)}>
      {fromFile ? (
        // eslint-disable-next-line @next/next/no-img-element -- a static SVG; next/image adds nothing
        <img src="/icon.svg" alt="" width={36} height={36} loading="lazy" className="size-9" />
      ) : (
        <LogoMark
          className={clsx(
            "shrink-0 transition-[width,height] duration-300",
            large ? "size-10 min-[25rem]:size-12" : compact ? "size-8" : "size-9",
          )}
        />
      )}
      <span className="flex flex-col leading-none">
        <span
          className={clsx(
            "font-extrabold tracking-tight text-foreground transition-[font-size] duration-300",
            large ? "text-lg min-[25rem]:text-xl" : compact ? "text-base" : "text-lg",
          )}
        >
          Gurukul<span className="text-primary"> Code</span>
        </span>
        {variant === "home" ? (
          <span
            className={clsx(
              "overflow-hidden text-[0.625rem] font-semibold tracking-[0.1em] text-muted-foreground uppercase transition-[max-height,opacity,margin] duration-300 min-[25rem]:text-[0.6875rem] min-[25rem]:tracking-[0.18em]",
              large ? "mt-1 max-h-4 opacity-100" : "max-h-0 opacity-0",
            )}
          >
            Careers · Finance · AI
          </span>
        ) : null}
      </span>
    </span>
  );
}
