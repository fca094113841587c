import { RestError } from "../http/errors";
import type { FunctionInfo } from "./schema-cache";

export function functionNotFound(
  schema: string,
  name: string,
  keys: string[],
  mode: "get" | "json" | "text" | "bytea",
  overloads: FunctionInfo[],
  allNames: string[],
): RestError {
  const func = `${schema}.${name}`;
  const sorted = [...keys].sort();
  const single = mode === "text" || mode === "bytea";
  const fmt = (text: string) => (sorted.length === 0 ? " without parameters" : text);
  const message = `Could not find the function ${func}${single ? "" : fmt(`(${sorted.join(", ")})`)} in the schema cache`;
  const withParams = fmt(` with parameter${sorted.length > 1 ? "s" : ""} ${sorted.join(", ")}`);
  const details =
    `Searched for the function ${func}` +
    (mode === "text"
      ? " with a single unnamed text parameter"
      : mode === "bytea"
        ? " with a single unnamed bytea parameter"
        : mode === "json"
          ? `${withParams} or with a single unnamed json/jsonb parameter`
          : withParams) +
    ", but no matches were found in the schema cache.";
  let hint: string | null = null;
  if (!single) {
    if (overloads.length === 0) {
      const best = closest(name, allNames, 0.75);
      if (best) hint = `Perhaps you meant to call the function ${schema}.${best}`;
    } else {
      const asText = (names: string[]) => `(${[...names].sort().join(", ")})`;
      const best = closest(
        asText(sorted),
        overloads.map((fn) => asText(fn.args.map((arg) => arg.name))),
        0.33,
      );
      if (best) hint = `Perhaps you meant to call the function ${schema}.${name}${best}`;
    }
  }
  return new RestError(404, "PGRST202", message, details, hint);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The most similar candidate scoring at least `minimum` (1 − edit distance / longer length). */
/** The types a function's single unnamed parameter may have for PostgREST to call it. */
const UNNAMED_PARAM_TYPES = ["json", "jsonb", "text", "xml", "bytea"];

/**
 * PostgREST calls a function by parameter names, so one with unnamed parameters is not callable
 * (it answers PGRST202 as if absent) unless its only parameter is unnamed and takes a raw body.
 */
export function callable(fn: FunctionInfo): boolean {
  if (fn.args.every((arg) => arg.name !== "")) return true;
  return fn.args.length === 1 && UNNAMED_PARAM_TYPES.includes(fn.args[0]!.type);
}

/** Compared as PostgREST's fuzzy set compares: lower case, letters, digits, spaces and commas. */
function fuzzyKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9\u00c0-\u00ff, ]+/g, "");
}

function closest(word: string, candidates: string[], minimum: number): string | null {
  let best: string | null = null;
  let bestScore = minimum;
  const key = fuzzyKey(word);
  for (const candidate of candidates) {
    const other = fuzzyKey(candidate);
    const length = Math.max(key.length, other.length);
    if (length === 0) continue;
    const score = 1 - levenshtein(key, other) / length;
    if (score >= bestScore && candidate !== word) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
