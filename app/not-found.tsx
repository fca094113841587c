import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false },
};

export default function NotFoundPage() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-dawn px-4 pt-32 pb-20">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/">
            <SpriteIcon name="house" />
            Return to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
