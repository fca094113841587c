"use client";

import { useEffect } from "react";

import { showToast } from "@/components/providers/toast";

/** Spec §8: the error toast when the profile record could not be read. */
export function ProfileLoadErrorToast() {
  useEffect(() => {
    showToast("error", "Failed to load user data", { id: "profile-load-error" });
  }, []);
  return null;
}
