import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A white card with an h2, used for the contact details, the office hours and the form. */
export function ContactPanel({
  title,
  description,
  icon,
  className,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("sm:p-8", className)}>
      <CardTitle as="h2" className="flex items-center gap-2">
        {icon ? (
          <span aria-hidden="true" className="text-primary [&_svg]:size-5">
            {icon}
          </span>
        ) : null}
        {title}
      </CardTitle>
      {description ? (
        <CardDescription className="mt-1 text-sm">{description}</CardDescription>
      ) : null}
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** One term of the contact details `<dl>`: an icon and label, then the value. */
export function ContactDetail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden="true" className="text-primary [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-foreground">{children}</dd>
    </div>
  );
}
