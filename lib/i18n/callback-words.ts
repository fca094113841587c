import type { callbackCopy } from "@/content/callback";
import type { Translation } from "@/content/translation";

import type { CallbackWords } from "./client-copy";

/** The callback form's words as the browser takes them: its sentence about the call worded ahead. */
export function callbackWordsOf(words: Translation<typeof callbackCopy>): CallbackWords {
  const { sentText, ...rest } = words;
  return { ...rest, sentText: { chosen: sentText("{window}"), unchosen: sentText(null) } };
}
