"use client";

import Link from "next/link";
import { useEffect } from "react";

import { ErrorScreen } from "@/components/errors/error-screen";
import { Button } from "@/components/ui/button";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen>
      <Button size="lg" onClick={reset}>
        Try again
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/">Return to Home</Link>
      </Button>
    </ErrorScreen>
  );
}
