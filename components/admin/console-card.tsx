import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A raised card named by its own heading: the console's unit of a page. */
export function ConsoleCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card variant="raised" as="section" aria-labelledby={id} className={cn("min-w-0", className)}>
      <h2 id={id} className="text-lg font-semibold text-foreground first-letter:uppercase">
        {title}
      </h2>
      {children}
    </Card>
  );
}
