"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";

import { Icon } from "@/components/icons/icon";
import { sparklesIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";

// The dialog library is fetched with the first press, not with the page: most visitors never
// open it, and the page's script stays near the framework's floor.
const ComingSoonDialog = dynamic(() => import("./coming-soon-dialog"), { ssr: false });

/** The "Start Assessment" button and the dialog it opens until the assessment itself ships. */
export function AssessmentDialog({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Icon drawing={sparklesIcon} />
        {label}
      </Button>
      {requested ? (
        <ComingSoonDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
      ) : null}
    </>
  );
}
