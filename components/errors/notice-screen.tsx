import type { ReactNode } from "react";

type NoticeScreenProps = {
  /** Drawn above the heading: a large code or icon. */
  mark: ReactNode;
  title: string;
  /** The explanation under the heading. */
  children: ReactNode;
  /** What the visitor can do next, if anything. */
  action?: ReactNode;
};

/** A page that only says why there is nothing to show here: not found, or offline. */
export function NoticeScreen({ mark, title, children, action }: NoticeScreenProps) {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-dawn px-4 pt-32 pb-20">
      <div className="max-w-lg text-center">
        {mark}
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{children}</p>
        {action}
      </div>
    </section>
  );
}
