/**
 * The type of a Hindi twin of an English content value (`content/hi/X.ts` beside `content/X.ts`):
 * the English shape, every object with its keys and every tuple with its length, with string
 * literal types widened to `string` so Hindi words fit where English ones were. A missing or an
 * extra key in a twin therefore fails the type check. Fields that are not text (hrefs, icons, ids)
 * keep their place in the shape; `content/hi/twins.test.ts` checks they stay as in English.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { [K in keyof T]: Translation<T[K]> }
      : T;
