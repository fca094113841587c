"use client";

import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** The "Start Assessment" button and the dialog it opens until the assessment itself ships. */
export function AssessmentDialog({ label }: { label: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="lg">
          <SpriteIcon name="sparkles" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent showClose={false} className="text-center">
        <DialogTitle>Coming Soon</DialogTitle>
        <DialogDescription>Stay Tuned! We will update you.</DialogDescription>
        <div className="mt-6 flex justify-center">
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
