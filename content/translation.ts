/**
 * The type of a module's Hindi twin, from its English one: every string widens to `string`, so the
 * twin holds its own words, while the shape stays (tuples their length, objects their keys), so a
 * missing or extra key fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : { [K in keyof T]: Translation<T[K]> };
