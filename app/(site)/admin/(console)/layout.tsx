import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";

import { consoleViewer } from "@/lib/admin/session";

/**
 * Only the team gets past here: a visitor goes to /login and comes back, a member gets the 404
 * page. proxy.ts sends visitors already; this re-checks on the server, and the database checks
 * the same claim on every read.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const viewer = await consoleViewer();
  if (viewer.kind === "visitor") redirect("/login?next=/admin");
  if (viewer.kind === "member") notFound();
  return children;
}
