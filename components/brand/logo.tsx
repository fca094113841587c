import { clsx } from "clsx";

/** The Gurukul Code mark: a lamp flame (the gurukul) inside code brackets. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="11" fill="#4338ca" />
      <path
        d="M13 13.5 8.5 20l4.5 6.5M27 13.5l4.5 6.5-4.5 6.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M20 10.5c3.6 4 4.9 7.1 4.9 9.6a4.9 4.9 0 0 1-9.8 0c0-2.5 1.3-5.6 4.9-9.6Z"
        fill="#fbbf24"
      />
      <path d="M20 17.2c1.5 1.8 2 3.1 2 4.1a2 2 0 0 1-4 0c0-1 .5-2.3 2-4.1Z" fill="#fff7ed" />
      <rect x="15" y="28" width="10" height="2.4" rx="1.2" fill="#fff" />
    </svg>
  );
}

type LogoProps = {
  /** The home page shows a larger two-line wordmark. */
  variant?: "home" | "default";
  /** Shrunk state once the page has scrolled. */
  compact?: boolean;
  className?: string;
};

export function Logo({ variant = "default", compact = false, className }: LogoProps) {
  const large = variant === "home" && !compact;
  return (
    <span className={clsx("flex items-center gap-2.5", className)}>
      <LogoMark
        className={clsx(
          "shrink-0 transition-[width,height] duration-300",
          large ? "size-11" : compact ? "size-8" : "size-9",
        )}
      />
      <span className="flex flex-col leading-none">
        <span
          className={clsx(
            "font-extrabold tracking-tight text-foreground transition-[font-size] duration-300",
            large ? "text-xl" : compact ? "text-base" : "text-lg",
          )}
        >
          Gurukul<span className="text-primary"> Code</span>
        </span>
        {variant === "home" ? (
          <span
            className={clsx(
              "overflow-hidden text-[0.6875rem] font-semibold tracking-[0.18em] text-muted-foreground uppercase transition-[max-height,opacity,margin] duration-300",
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
