import type { ReactNode } from "react";

import { ConsoleNav, type ConsoleSection } from "@/components/admin/console-nav";

/** One console page: the sections' navigation, the page's heading and what it shows. */
export function ConsolePage({
  section,
  title,
  description,
  children,
}: {
  section: ConsoleSection;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ConsoleNav current={section} />
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      <div className="mt-6 grid min-w-0 gap-6">{children}</div>
    </>
  );
}
