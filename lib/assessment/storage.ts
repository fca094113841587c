import { ASSESSMENT_VERSION } from "@/content/assessment-questions";
import { cleanAnswers, type Answers } from "@/lib/assessment/scoring";

/**
 * The assessment in this browser, before (and after) it is saved to an account: the answers so
 * far while it is under way, and the last finished attempt until it is saved. Nothing here
 * leaves the browser until the visitor is signed in.
 */

const DRAFT_KEY = "gurukul:assessment:draft";
const LATEST_KEY = "gurukul:assessment:latest";

export type Draft = { answers: Answers; step: number };

export type Attempt = {
  attemptId: string;
  version: string;
  answers: Answers;
  takenAt: string;
  /** Set once the attempt is stored on the signed-in member's account. */
  saved?: boolean;
};

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the assessment still works, only without keeping answers.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

export function readDraft(): Draft | null {
  const value = read(DRAFT_KEY);
  if (!isRecord(value)) return null;
  const step = typeof value.step === "number" && Number.isInteger(value.step) ? value.step : 0;
  return { answers: cleanAnswers(value.answers), step };
}

export function writeDraft(draft: Draft) {
  write(DRAFT_KEY, draft);
}

/** Finishes the attempt: it becomes the latest, and the draft goes. */
export function finishAttempt(answers: Answers): Attempt {
  const attempt: Attempt = {
    attemptId: crypto.randomUUID(),
    version: ASSESSMENT_VERSION,
    answers,
    takenAt: new Date().toISOString(),
  };
  write(LATEST_KEY, attempt);
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // As in write().
  }
  return attempt;
}

let latest: { text: string | null; attempt: Attempt | null } = { text: null, attempt: null };

/**
 * The last finished attempt, or null. The same object until the stored text changes, so it can
 * be a `useSyncExternalStore` snapshot.
 */
export function readLatestAttempt(): Attempt | null {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(LATEST_KEY);
  } catch {
    // As in write().
  }
  if (text !== latest.text) latest = { text, attempt: parseAttempt(read(LATEST_KEY)) };
  return latest.attempt;
}

function parseAttempt(value: unknown): Attempt | null {
  if (!isRecord(value)) return null;
  const { attemptId, version, takenAt, saved } = value;
  if (typeof attemptId !== "string" || typeof version !== "string" || typeof takenAt !== "string")
    return null;
  return {
    attemptId,
    version,
    takenAt,
    answers: cleanAnswers(value.answers),
    saved: saved === true,
  };
}

export function markSaved(attempt: Attempt) {
  write(LATEST_KEY, { ...attempt, saved: true });
}
