import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** The line under the card that leads to the other way in, e.g. "Don't have an account? Sign up". */
  footerLink?: { prompt: string; href: string; label: string };
  className?: string;
  children: ReactNode;
};

/** The white card of the account pages; its title is the page's only `<h1>`. */
export function AuthCard({ title, description, footerLink, className, children }: AuthCardProps) {
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
      {footerLink ? (
        <div className="mt-6 text-center text-sm text-muted-foreground">
          <p>
            {footerLink.prompt}{" "}
            <Link href={footerLink.href} className={textLinkClass}>
              {footerLink.label}
            </Link>
          </p>
        </div>
      ) : null}
    </>
  );
}

/** An inline text link in the card's footer or body. */
export const textLinkClass =
  "rounded-sm font-semibold text-primary underline-offset-4 hover:underline";
