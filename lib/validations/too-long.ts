import { validationUi } from "@/content/ui";

/** The message of a field over its limit, in `words` (the English ones unless given). */
export function tooLong(max: number, words: { tooLong: string } = validationUi): string {
  return words.tooLong.replace("{max}", String(max));
}
