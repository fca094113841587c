import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: { template: "%s · Team console", default: "Team console" },
  robots: { index: false, follow: false },
};

/** The console's frame: a wide column below the header, on the account pages' soft gradient. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <section className="bg-dawn px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
      <div className="mx-auto w-full max-w-5xl min-w-0">{children}</div>
    </section>
  );
}
