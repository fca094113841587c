"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";

/** One step back in history; home when this page was the first one opened in the tab. */
export function GoBackButton() {
  const router = useRouter();
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push("/");
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Go Back
    </Button>
  );
}
