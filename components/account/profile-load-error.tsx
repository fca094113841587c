"use client";

import { useEffect } from "react";
import { toast } from "sonner";

/** Spec §8: the error toast when the profile record could not be read. */
export function ProfileLoadErrorToast() {
  useEffect(() => {
    toast.error("Failed to load user data", { id: "profile-load-error" });
  }, []);
  return null;
}
