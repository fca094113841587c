import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Links under the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The white card of the account pages; its title is the page's only `<h1>`. */
export function AuthCard({ title, description, footer, className, children }: AuthCardProps) {
  return (
    <>
      <Card variant="raised" className={cn("mt-4", className)}>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-foreground sm:text-3xl">
          {title}
        </h1>
        {description ? (
          <p className="mt-2 text-pretty text-muted-foreground">{description}</p>
        ) : null}
        <div className="mt-8">{children}</div>
      </Card>
      {footer ? (
        <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </>
  );
}

/** An inline text link in the card's footer or body. */
export const textLinkClass =
  "rounded-sm font-semibold text-primary underline-offset-4 hover:underline";
