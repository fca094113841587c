import type { Metadata } from "next";

import { NoticeScreen } from "@/components/errors/notice-screen";
import { HomeButton } from "@/components/ui/home-button";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false },
};

export default function NotFoundPage() {
  return (
    <NoticeScreen
      mark={
        <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
          404
        </p>
      }
      title="Page Not Found"
      action={<HomeButton className="mt-8" />}
    >
      The page you&apos;re looking for doesn&apos;t exist or has been moved.
    </NoticeScreen>
  );
}
