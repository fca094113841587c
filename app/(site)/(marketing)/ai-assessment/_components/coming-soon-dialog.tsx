"use client";

import type { RefObject } from "react";

import { ComingSoonNotice } from "@/components/marketing/coming-soon-notice";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/dialog";
import { assessmentDialog } from "@/content/coming-soon";

/** The "Coming Soon" dialog, loaded with the first press of its trigger (see AssessmentDialog). */
export default function ComingSoonDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger, focused again on close (a dialog without Radix's Trigger has none to return to). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <ComingSoonNotice
          offer={assessmentDialog.offer}
          title={<DialogTitle>{assessmentDialog.title}</DialogTitle>}
          description={<DialogDescription>{assessmentDialog.description}</DialogDescription>}
          back={
            <DialogClose asChild>
              <Button variant="ghost">Close</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
