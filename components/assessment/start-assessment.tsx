"use client";

import dynamic from "next/dynamic";
import { useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

import { Icon } from "@/components/icons/icon";
import { sparklesIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";

/** Where the page leaves room for the assessment, below its hero. */
export const ASSESSMENT_ROOT_ID = "assessment";

// The assessment's script is fetched with the press, not with the page: the intro stays light.
const AssessmentRunner = dynamic(() => import("@/components/assessment/assessment-runner"), {
  ssr: false,
  loading: () => (
    <p role="status" className="section-body py-10 text-muted-foreground">
      Loading the assessment…
    </p>
  ),
});

const noChanges = () => () => {};
const startAsked = () => new URLSearchParams(window.location.search).has("start");

/**
 * "Start Assessment": starts the assessment in the page's room for it. `?start` in the address
 * (the profile's "Take it again") starts it at once.
 */
export function StartAssessment({ label }: { label: string }) {
  const [pressed, setPressed] = useState(false);
  const asked = useSyncExternalStore(noChanges, startAsked, () => false);
  const root = pressed || asked ? document.getElementById(ASSESSMENT_ROOT_ID) : null;

  return (
    <>
      <Button size="lg" aria-controls={ASSESSMENT_ROOT_ID} onClick={() => setPressed(true)}>
        <Icon drawing={sparklesIcon} />
        {label}
      </Button>
      {root ? createPortal(<AssessmentRunner />, root) : null}
    </>
  );
}
