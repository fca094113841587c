"use client";

import { useFormStatus } from "react-dom";

import { SubmitButton } from "@/components/auth/form-parts";

/** The one button of the confirmation page; it says so while its POST is on the way. */
export function ConfirmButton({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <SubmitButton pending={pending} pendingLabel="Confirming...">
      {label}
    </SubmitButton>
  );
}
