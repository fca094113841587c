import { describe, expect, it } from "vitest";

import { REGEX_LIMITS, regexProblem } from "../../src/rest/regex";

/** Patterns PostgreSQL compiles and runs in time proportional to their length. */
const SAFE = [
  "^a",
  "^[A-F]",
  "hello",
  "^(a|b)*c12$",
  "t{1,32}x",
  "(ab|cd){2,8}",
  "(ab?c)+",
  "(a+)?",
  "((ab)(cd))*",
  "\\d{4}-\\d{2}-\\d{2}",
  "colou?r",
  "a*?b+?c??",
  "x{3}?",
  "[(]{5}",
  "[]a]+",
  "[^]a]*",
  "[[:alpha:]]+",
  "[[.hyphen.]x]+",
  "[\\]]*x",
  "\\(a+\\)*",
  "\\{1,255\\}",
  "a{b",
  "{}",
  "a\\{99",
  "\\cA*",
  "\\y(ab)+\\y",
  "(?i)abc+",
  "(?:ab)+",
  "(?#a comment: t{1,255}{1,255})x+",
  "***:a+",
  "***=(t{1,255}){1,255}",
  "(?q)(t{1,255}){1,255}",
  "(?x) a + # (t{1,255}){1,255}\n b",
  "(?x) [ (]{2} ",
  "\\0",
];

/** Patterns refused, and the start of the reason. */
const UNSAFE: [string, string][] = [
  ["(t{1,255}){1,255}x", "repetition count too large"],
  ["((t{1,100}){1,100}){1,100}x", "repetition count too large"],
  ["(t{1,32}){1,32}x", "nested quantifiers"],
  ["(a*)*b", "nested quantifiers"],
  ["((a+)+)+b", "nested quantifiers"],
  ["(a+b)+", "nested quantifiers"],
  ["((ab)*c){2}", "nested quantifiers"],
  ["(?:x{2,3}){2}", "nested quantifiers"],
  ["(.*){1,32}x", "nested quantifiers"],
  ["(a|b+)*", "nested quantifiers"],
  ["a{33}", "repetition count too large"],
  ["a{40,}", "repetition count too large"],
  ["a{1,256}", "repetition count too large"],
  ["(\\w+)\\1", "back-references"],
  ["(a)(b)\\2", "back-references"],
  ["(?=.*a)b", "lookahead and lookbehind"],
  ["(?<!a)b", "lookahead and lookbehind"],
  ["(?b)\\(a*\\)*", "only advanced regular expressions"],
  ["(?e)(a*)*", "only advanced regular expressions"],
  ["(?x)( a * ) *", "nested quantifiers"],
  ["(?qx)(a*)*", "nested quantifiers"],
  ["***:(a*)*", "nested quantifiers"],
  ["(abcdefghijklmnopqrstuvwxyz0123456789){30}", "regular expression is too complex"],
  [`${"a{32}".repeat(32)}`, "regular expression is too complex"],
  [`${"(".repeat(20)}a${")".repeat(20)}`, "regular expression is too complex"],
  ["a{2,1}", "invalid repetition count"],
  ["a{1,2", "braces {} not balanced"],
  ["a{1,x}", "invalid repetition count"],
  ["a**", "quantifier operand invalid"],
  ["a{2}{3}", "quantifier operand invalid"],
  ["*a", "quantifier operand invalid"],
  ["(|*)", "quantifier operand invalid"],
  ["^*", "quantifier operand invalid"],
  ["(ab", "parentheses () not balanced"],
  ["ab)", "parentheses () not balanced"],
  ["[ab", "brackets [] not balanced"],
  ["[[:alpha:]", "brackets [] not balanced"],
  ["[[:alpha]", "brackets [] not balanced"],
  ["ab\\", "invalid escape"],
  ["(?z)a", "invalid embedded option"],
  ["a(?i)b", "quantifier operand invalid"],
  ["***a", "quantifier operand invalid"],
];

describe("regexProblem", () => {
  it.each(SAFE)("accepts %j", (pattern) => {
    expect(regexProblem(pattern)).toBeNull();
  });

  it.each(UNSAFE)("refuses %j: %s", (pattern, reason) => {
    const problem = regexProblem(pattern);
    expect(problem?.reason).toMatch(new RegExp(`^${reason.replace(/[()[\]{}]/g, "\\$&")}`));
    expect(problem?.details).toEqual(expect.any(String));
  });

  it("counts repetitions to the bound and weighs what they expand to", () => {
    expect(regexProblem(`a{${REGEX_LIMITS.maxRepeat}}`)).toBeNull();
    expect(regexProblem(`a{${REGEX_LIMITS.maxRepeat + 1}}`)?.details).toBe(
      `A bound counts to ${REGEX_LIMITS.maxRepeat + 1}; at most ${REGEX_LIMITS.maxRepeat} are allowed.`,
    );
    // 31 letters copied 32 times is 992 atoms, one more letter 1024.
    expect(regexProblem(`(${"x".repeat(31)}){32}`)).toBeNull();
    expect(regexProblem(`(${"x".repeat(32)}){32}`)?.details).toBe(
      "Its repetitions expand to 1024 atoms; at most 1000 are allowed.",
    );
  });

  it("nests groups up to the depth limit", () => {
    const nested = (depth: number) => `${"(".repeat(depth)}a${")".repeat(depth)}`;
    expect(regexProblem(nested(REGEX_LIMITS.maxDepth))).toBeNull();
    expect(regexProblem(nested(REGEX_LIMITS.maxDepth + 1))?.reason).toBe(
      "regular expression is too complex",
    );
  });
});
