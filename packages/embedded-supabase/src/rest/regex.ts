/**
 * A scanner for PostgreSQL's advanced regular expressions (the `~` and `~*` of `match` and
 * `imatch`) that refuses, before the database sees them, the patterns whose compiled automaton
 * grows out of proportion to their text. PostgreSQL copies a repeated subexpression once per
 * repetition, so nested repetitions multiply (`(t{1,255}){1,255}` is 65 025 copies); it also runs
 * back-references by backtracking. PGlite can be interrupted by neither a statement timeout nor a
 * cancel, and recursion that deep overruns its stack.
 *
 * The scanner reads just enough of the grammar to see the structure: bracket expressions (whose
 * `]`, `(` and `{` are literal), escapes, groups (`(…)`, `(?:…)`, `(?#…)`, lookaround), bounds,
 * the `***:` and `***=` prefixes and leading embedded options (`(?x)` expanded syntax, `(?q)`
 * literal, `(?b)`/`(?e)` other flavours). Where it cannot follow a pattern it refuses it.
 */

export const REGEX_LIMITS = {
  /** Largest count in a bound (`{m,n}`); PostgreSQL allows 255. */
  maxRepeat: 32,
  /** Atoms once every repetition is expanded, as PostgreSQL's automaton copies them. */
  maxWeight: 1000,
  /** Groups inside groups. */
  maxDepth: 16,
} as const;

export interface RegexProblem {
  /** PostgreSQL's message style, after "invalid regular expression: ". */
  reason: string;
  details: string;
}

interface Frame {
  /** Weight of the branches closed by `|`. */
  closed: number;
  branch: number;
  /** Something inside repeats, so repeating the group would nest repetitions. */
  repeats: boolean;
}

/** The last thing a quantifier could apply to. */
interface Operand {
  weight: number;
  repeats: boolean;
  quantifiable: boolean;
}

const EMBEDDED_OPTIONS = /^[bcegimnpqstwx]*$/;
const CONSTRAINT_ESCAPES = new Set(["A", "Z", "m", "M", "y", "Y"]);

class Refusal extends Error {
  constructor(readonly problem: RegexProblem) {
    super(problem.reason);
  }
}

function refuse(reason: string, details: string): never {
  throw new Refusal({ reason, details });
}

const invalid = (reason: string): never =>
  refuse(reason, "The pattern is not a valid advanced regular expression.");

/** Index just past the bracket expression opening at `start`. */
function skipBracket(text: string, start: number): number {
  let i = start + 1;
  if (text[i] === "^") i++;
  if (text[i] === "]") i++;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "]") return i + 1;
    if (char === "\\") i += 2;
    else if (char === "[" && ":.=".includes(text[i + 1] ?? "")) {
      const close = text.indexOf(`${text[i + 1]}]`, i + 2);
      if (close === -1) break;
      i = close + 2;
    } else i++;
  }
  return invalid("brackets [] not balanced");
}

/** `{m}`, `{m,}` or `{m,n}` at `start` (a digit follows the brace): its counts and end. */
function readBound(
  text: string,
  start: number,
): { min: number; max: number | null; end: number } | null {
  const bound = /^\{(\d+)(,(\d*))?\}/.exec(text.slice(start, start + 16));
  if (!bound) {
    return invalid(
      /^\{[\d,]*$/.test(text.slice(start))
        ? "braces {} not balanced"
        : "invalid repetition count(s)",
    );
  }
  const min = Number(bound[1]);
  const max = bound[2] === undefined ? min : bound[3] === "" ? null : Number(bound[3]);
  if (max !== null && min > max) return invalid("invalid repetition count(s)");
  return { min, max, end: start + bound[0].length };
}

/** Where scanning starts and whether `(?x)` is on; null for a pattern read as a literal. */
function readPrefix(pattern: string): { start: number; expanded: boolean } | null {
  if (pattern.startsWith("***=")) return null;
  let start = 0;
  if (pattern.startsWith("***:")) start = 4;
  else if (pattern.startsWith("***")) invalid("quantifier operand invalid");
  const options = /^\(\?([a-z]*)\)/.exec(pattern.slice(start));
  if (!options) return { start, expanded: false };
  const letters = options[1]!;
  if (!EMBEDDED_OPTIONS.test(letters)) invalid("invalid embedded option");
  if (/[be]/.test(letters)) {
    refuse(
      "only advanced regular expressions are accepted",
      "The b and e options switch to basic or extended syntax, which this server does not check.",
    );
  }
  // With `x` beside `q` the pattern is read as expanded syntax, whichever of them wins.
  if (letters.includes("q") && !letters.includes("x")) return null;
  return { start: start + options[0].length, expanded: letters.includes("x") };
}

class Scanner {
  private readonly stack: Frame[] = [{ closed: 0, branch: 0, repeats: false }];
  private operand: Operand | null = null;

  constructor(
    private readonly text: string,
    private i: number,
    private readonly expanded: boolean,
  ) {}

  private get top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  private atom(weight: number, quantifiable = true): void {
    this.top.branch += weight;
    this.operand = { weight, repeats: false, quantifiable };
  }

  run(): void {
    while (this.i < this.text.length) this.step(this.text[this.i]!);
    if (this.stack.length > 1) invalid("parentheses () not balanced");
    const weight = this.top.closed + this.top.branch;
    if (weight > REGEX_LIMITS.maxWeight) {
      refuse(
        "regular expression is too complex",
        `Its repetitions expand to ${weight} atoms; at most ${REGEX_LIMITS.maxWeight} are allowed.`,
      );
    }
  }

  private step(char: string): void {
    if (this.expanded && /\s/.test(char)) {
      this.i++;
    } else if (this.expanded && char === "#") {
      const newline = this.text.indexOf("\n", this.i);
      this.i = newline === -1 ? this.text.length : newline + 1;
    } else if (char === "\\") {
      this.escape();
    } else if (char === "[") {
      this.i = skipBracket(this.text, this.i);
      this.atom(1);
    } else if (char === "(") {
      this.open();
    } else if (char === ")") {
      this.close();
    } else if (char === "|") {
      this.top.closed += this.top.branch;
      this.top.branch = 0;
      this.operand = null;
      this.i++;
    } else if (char === "^" || char === "$") {
      this.atom(0, false);
      this.i++;
    } else if ("*+?".includes(char) || (char === "{" && /\d/.test(this.text[this.i + 1] ?? ""))) {
      this.quantifier(char);
    } else {
      // Any other character, a brace that starts no bound among them, matches itself.
      this.atom(1);
      this.i++;
    }
  }

  private escape(): void {
    const next = this.text[this.i + 1];
    if (next === undefined) invalid("invalid escape \\ sequence");
    if (/[1-9]/.test(next!)) {
      refuse(
        "back-references are not allowed",
        "A back-reference (\\1 to \\9) makes PostgreSQL match by backtracking, which can take exponential time.",
      );
    }
    if (CONSTRAINT_ESCAPES.has(next!)) this.atom(0, false);
    else this.atom(1);
    // `\cX` names a control character by the one that follows, whatever it is.
    this.i += next === "c" ? 3 : 2;
  }

  private open(): void {
    const { text, i } = this;
    if (text.startsWith("(?#", i)) {
      const close = text.indexOf(")", i);
      if (close === -1) invalid("parentheses () not balanced");
      this.i = close + 1;
      return;
    }
    if (/^\(\?(=|!|<=|<!)/.test(text.slice(i, i + 4))) {
      refuse(
        "lookahead and lookbehind constraints are not allowed",
        "Each constraint is matched again at every position of the text.",
      );
    }
    // Options are read only at the start; elsewhere `(?` is a group quantified by nothing.
    if (text.startsWith("(?", i) && !text.startsWith("(?:", i)) {
      invalid("quantifier operand invalid");
    }
    if (this.stack.length > REGEX_LIMITS.maxDepth) {
      refuse(
        "regular expression is too complex",
        `The pattern nests groups more than ${REGEX_LIMITS.maxDepth} deep.`,
      );
    }
    this.stack.push({ closed: 0, branch: 0, repeats: false });
    this.operand = null;
    this.i += text.startsWith("(?:", i) ? 3 : 1;
  }

  private close(): void {
    if (this.stack.length === 1) invalid("parentheses () not balanced");
    const group = this.stack.pop()!;
    const weight = group.closed + group.branch;
    this.top.branch += weight;
    this.top.repeats ||= group.repeats;
    this.operand = { weight, repeats: group.repeats, quantifiable: true };
    this.i++;
  }

  private quantifier(char: string): void {
    const operand = this.operand;
    if (!operand?.quantifiable) invalid("quantifier operand invalid");
    let copies = char === "?" ? 1 : 2;
    let repeating = char !== "?";
    if (char === "{") {
      const bound = readBound(this.text, this.i)!;
      const largest = Math.max(bound.min, bound.max ?? 0);
      if (largest > REGEX_LIMITS.maxRepeat) {
        refuse(
          "repetition count too large",
          `A bound counts to ${largest}; at most ${REGEX_LIMITS.maxRepeat} are allowed.`,
        );
      }
      copies = bound.max === null ? bound.min + 1 : Math.max(bound.max, 1);
      repeating = bound.max === null || bound.max > 1;
      this.i = bound.end;
    } else {
      this.i++;
    }
    if (this.text[this.i] === "?") this.i++;
    if (repeating && operand!.repeats) {
      refuse(
        "nested quantifiers are not allowed",
        "A repeated group holds a repetition itself, so PostgreSQL would copy one inside the other.",
      );
    }
    this.top.branch += operand!.weight * (copies - 1);
    if (repeating) this.top.repeats = true;
    // A quantifier cannot follow a quantifier.
    this.operand = { weight: 0, repeats: false, quantifiable: false };
  }
}

/**
 * What is wrong with `pattern` as a filter value, or null when PostgreSQL can compile and run it
 * in time proportional to its length and the text it searches.
 */
export function regexProblem(pattern: string): RegexProblem | null {
  try {
    const prefix = readPrefix(pattern);
    if (prefix) new Scanner(pattern, prefix.start, prefix.expanded).run();
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.problem;
    throw error;
  }
}
