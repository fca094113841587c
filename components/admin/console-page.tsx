import type { ReactNode } from "react";

import { ConsoleNav, type ConsoleSection, sectionOf } from "@/components/admin/console-nav";

/**
 * One console page: the sections' navigation, the page's heading and what it shows. The heading
 * and lede are the section's, unless the page names a record of its own (`title`).
 */
export function ConsolePage({
  section,
  title,
  children,
}: {
  section: ConsoleSection;
  title?: string;
  children: ReactNode;
}) {
  const description = title ? null : sectionOf(section).description;
  title ??= sectionOf(section).title;
  return (
    <>
      <ConsoleNav current={section} />
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      <div className="mt-6 grid min-w-0 gap-6">{children}</div>
    </>
  );
}
