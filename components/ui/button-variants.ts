import { cva } from "class-variance-authority";

/**
 * The button styles on their own, for a link or a plain <button> that needs no Slot: islands
 * such as the error boundary and the header use them without the rest of the component.
 */
export const buttonVariants = cva(
  // The shared base is the `btn` utility (globals.css); variants set no property it sets.
  "btn",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        accent: "bg-accent text-ink shadow-sm hover:bg-accent-hover",
        destructive: "bg-destructive text-primary-foreground shadow-sm hover:bg-destructive-hover",
        "destructive-outline":
          "border border-destructive/40 bg-background text-destructive hover:bg-destructive/5",
        outline: "border border-input bg-background text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        inverse: "bg-card text-primary shadow-sm hover:bg-primary-soft",
      },
      // The wrapping sizes let a long label break onto more lines instead of overflowing 320 px.
      size: {
        default: "h-11 px-5 text-sm whitespace-nowrap",
        sm: "h-9 px-4 text-sm whitespace-nowrap",
        lg: "h-12 px-7 text-base whitespace-nowrap",
        icon: "size-11 text-sm",
        wrap: "min-h-11 max-w-full px-5 py-2.5 text-center text-sm",
        "wrap-lg": "min-h-12 max-w-full px-5 py-3 text-center text-base sm:px-7",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
