import { RestError } from "../http/errors";

/**
 * PostgREST's URL and header grammar (select trees, filters, logic trees, order, ranges and
 * preferences) parsed into plain data. Nothing here knows the catalog: names are checked and
 * quoted by the SQL builder, values stay strings until they become bound parameters.
 */

export interface JsonStep {
  arrow: "->" | "->>";
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  json: JsonStep[];
}

export const AGGREGATES = ["avg", "count", "max", "min", "sum"] as const;
export type AggregateName = (typeof AGGREGATES)[number];

export type SelectItem =
  | { kind: "star" }
  | {
      kind: "field";
      field: Field;
      alias: string | null;
      cast: string | null;
      aggregate: AggregateName | null;
      aggregateCast: string | null;
    }
  | { kind: "count"; alias: string | null; cast: string | null }
  | {
      kind: "embed";
      name: string;
      alias: string | null;
      hint: string | null;
      join: "inner" | "left" | null;
      spread: boolean;
      select: SelectItem[];
    };

export const OPERATORS = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
  isdistinct: "is distinct from",
} as const;
export type SimpleOperator = keyof typeof OPERATORS;

export const FTS_OPERATORS = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;

const QUANTIFIABLE = new Set(["eq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch"]);

export type Operation =
  | { op: SimpleOperator; quantifier: "any" | "all" | null; value: string }
  | { op: "in"; values: string[] }
  | { op: "is"; value: "null" | "not_null" | "true" | "false" | "unknown" }
  | { op: FtsOperator; config: string | null; value: string };

export type Condition = { kind: "condition"; field: Field; negate: boolean } & Operation;

export interface LogicTree {
  kind: "logic";
  operator: "and" | "or";
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | LogicTree;

export interface OrderTerm {
  relation: string | null;
  field: Field;
  descending: boolean;
  nulls: "first" | "last" | null;
}

export interface Range {
  limit: number | null;
  offset: number;
}

export interface QueryParams {
  select: SelectItem[];
  /** Filters and logic trees, each with the embed path (aliases or names) it applies to. */
  filters: { path: string[]; node: FilterNode }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  /** `limit`/`offset` by embed path, joined with `.` (`""` for the top level). */
  ranges: Map<string, Range>;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Parameters that are neither reserved nor filters: function arguments for GET/HEAD RPC. */
  args: [string, string][];
}

export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, "PGRST100", message, details);
}

class Scanner {
  pos = 0;
  constructor(
    readonly text: string,
    readonly context: string,
  ) {}

  fail(details: string): never {
    throw parseError(`"failed to parse ${this.context}" (line 1, column ${this.pos + 1})`, details);
  }
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(n = 0): string {
    return this.text[this.pos + n] ?? "";
  }
  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }
  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }
  expect(token: string): void {
    if (!this.eat(token)) this.fail(`expecting "${token}"${this.unexpected()}`);
  }
  unexpected(): string {
    return this.done ? ", unexpected end of input" : `, unexpected "${this.peek()}"`;
  }
  spaces(): void {
    while (this.peek() === " " || this.peek() === "\t") this.pos++;
  }
  end(): void {
    this.spaces();
    if (!this.done) this.fail(`expecting end of input${this.unexpected()}`);
  }
}

const NAME_CHAR = /[\p{L}\p{N}_ $]/u;

/** A field name: `"quoted"` or letters, digits, `_`, `$`, space and `-` not starting `->`. */
function scanName(s: Scanner, what = "field name (* or [a..z0..9_$])"): string {
  s.spaces();
  if (s.peek() === '"') return scanQuoted(s);
  const start = s.pos;
  while (!s.done) {
    const char = s.peek();
    if (NAME_CHAR.test(char)) s.pos++;
    else if (char === "-" && s.peek(1) !== ">" && s.pos > start) s.pos++;
    else break;
  }
  const name = s.text.slice(start, s.pos).trim();
  if (name === "") s.fail(`expecting ${what}${s.unexpected()}`);
  return name;
}

function scanQuoted(s: Scanner): string {
  s.expect('"');
  let value = "";
  while (!s.done && s.peek() !== '"') {
    if (s.peek() === "\\" && s.pos + 1 < s.text.length) s.pos++;
    value += s.peek();
    s.pos++;
  }
  s.expect('"');
  return value;
}

function scanIdentifier(s: Scanner): string {
  const start = s.pos;
  while (!s.done && /[\p{L}\p{N}_ $]/u.test(s.peek())) s.pos++;
  const ident = s.text.slice(start, s.pos).trim();
  if (ident === "") s.fail(`expecting letter or digit${s.unexpected()}`);
  return ident;
}

function scanJsonPath(s: Scanner): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep["arrow"];
    if (s.eat("->>")) arrow = "->>";
    else if (s.eat("->")) arrow = "->";
    else return steps;
    const index = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(s.text.slice(s.pos));
    if (index) {
      s.pos += index[0].length;
      steps.push({ arrow, key: index[0], index: true });
    } else {
      steps.push({ arrow, key: scanName(s), index: false });
    }
  }
}

function scanField(s: Scanner): Field {
  const name = scanName(s);
  return { name, json: scanJsonPath(s) };
}

// ---- select ------------------------------------------------------------------------------------

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === "") return [{ kind: "star" }];
  const s = new Scanner(raw, `select parameter (${raw})`);
  const items = scanSelectItems(s);
  s.end();
  return items;
}

function scanSelectItems(s: Scanner): SelectItem[] {
  const items: SelectItem[] = [];
  s.spaces();
  if (s.peek() === ")") return items;
  do {
    items.push(scanSelectItem(s));
    s.spaces();
  } while (s.eat(","));
  return items;
}

function scanEmbedParams(s: Scanner): { hint: string | null; join: "inner" | "left" | null } {
  let hint: string | null = null;
  let join: "inner" | "left" | null = null;
  while (s.eat("!")) {
    const word = scanName(s, "embed hint or join type");
    if ((word === "inner" || word === "left") && join === null) join = word;
    else if (hint === null) hint = word;
    else s.fail(`unexpected "!${word}": at most one hint and one join type`);
  }
  return { hint, join };
}

function scanSelectItem(s: Scanner): SelectItem {
  s.spaces();
  if (s.eat("*")) return { kind: "star" };
  if (s.eat("...")) {
    const name = scanName(s);
    const { hint, join } = scanEmbedParams(s);
    s.expect("(");
    const select = scanSelectItems(s);
    s.expect(")");
    return { kind: "embed", name, alias: null, hint, join, spread: true, select };
  }
  let alias: string | null = null;
  let name = scanName(s);
  if (s.peek() === ":" && s.peek(1) !== ":") {
    s.pos++;
    alias = name;
    name = scanName(s);
  }
  if (s.peek() === "!" || s.peek() === "(") {
    if (name === "count" && s.startsWith("()")) {
      s.pos += 2;
      return { kind: "count", alias, cast: scanCast(s) };
    }
    const { hint, join } = scanEmbedParams(s);
    s.expect("(");
    const select = scanSelectItems(s);
    s.expect(")");
    return { kind: "embed", name, alias, hint, join, spread: false, select };
  }
  const field: Field = { name, json: scanJsonPath(s) };
  const cast = scanCast(s);
  let aggregate: AggregateName | null = null;
  let aggregateCast: string | null = null;
  if (s.eat(".")) {
    const fn = scanIdentifier(s);
    if (!(AGGREGATES as readonly string[]).includes(fn)) {
      s.fail(`unknown aggregate function "${fn}"; expecting avg, count, max, min or sum`);
    }
    s.expect("()");
    aggregate = fn as AggregateName;
    aggregateCast = scanCast(s);
  }
  return { kind: "field", field, alias, cast, aggregate, aggregateCast };
}

function scanCast(s: Scanner): string | null {
  if (!s.eat("::")) return null;
  return scanIdentifier(s);
}

// ---- filters -----------------------------------------------------------------------------------

const TRILEAN = ["null", "not_null", "true", "false", "unknown"] as const;

/** `[not.]op.value` as in `?col=not.eq.1`; `inLogic` stops plain values at `,` and `)`. */
function scanOperation(s: Scanner, inLogic: boolean): { negate: boolean } & Operation {
  let negate = false;
  if (s.startsWith("not.")) {
    negate = true;
    s.pos += 4;
  }
  const opStart = s.pos;
  while (!s.done && /[a-z_]/i.test(s.peek())) s.pos++;
  const op = s.text.slice(opStart, s.pos);
  if (op === "in") {
    s.expect(".");
    return { negate, op, values: scanList(s) };
  }
  if (op === "is") {
    s.expect(".");
    const start = s.pos;
    const word = inLogic ? scanLogicValue(s) : s.text.slice(s.pos);
    if (!inLogic) s.pos = s.text.length;
    const value = word.toLowerCase();
    if (!(TRILEAN as readonly string[]).includes(value)) {
      s.pos = start;
      s.fail(`expecting null or trilean value (unknown, true, false), unexpected "${word}"`);
    }
    return { negate, op, value: value as (typeof TRILEAN)[number] };
  }
  if (op in FTS_OPERATORS) {
    let config: string | null = null;
    if (s.eat("(")) {
      config = scanIdentifier(s);
      s.expect(")");
    }
    s.expect(".");
    return { negate, op: op as FtsOperator, config, value: scanValue(s, inLogic) };
  }
  if (op in OPERATORS) {
    let quantifier: "any" | "all" | null = null;
    if (s.eat("(")) {
      if (s.eat("any")) quantifier = "any";
      else if (s.eat("all")) quantifier = "all";
      else s.fail(`expecting "any" or "all"${s.unexpected()}`);
      s.expect(")");
      if (!QUANTIFIABLE.has(op)) {
        s.fail(`the ${op} operator takes no (any) or (all) modifier`);
      }
    }
    s.expect(".");
    return { negate, op: op as SimpleOperator, quantifier, value: scanValue(s, inLogic) };
  }
  s.pos = opStart;
  return s.fail(
    op === ""
      ? `expecting operator (eq, gt, ...)${s.unexpected()}`
      : `unknown single value operator ${op}`,
  );
}

function scanValue(s: Scanner, inLogic: boolean): string {
  if (inLogic) return scanLogicValue(s);
  const value = s.text.slice(s.pos);
  s.pos = s.text.length;
  return value;
}

/** A value inside `or=(…)`: `"quoted"`, a `{pg,array}` or anything up to `,` or `)`. */
function scanLogicValue(s: Scanner): string {
  if (s.peek() === '"') {
    const save = s.pos;
    const value = scanQuoted(s);
    if (s.done || s.peek() === "," || s.peek() === ")") return value;
    s.pos = save;
  }
  if (s.peek() === "{") {
    const close = s.text.indexOf("}", s.pos);
    if (close !== -1 && !s.text.slice(s.pos + 1, close).includes("{")) {
      const value = s.text.slice(s.pos, close + 1);
      s.pos = close + 1;
      return value;
    }
  }
  const start = s.pos;
  while (!s.done && s.peek() !== "," && s.peek() !== ")") s.pos++;
  return s.text.slice(start, s.pos);
}

/** `(a,"b,c")`: double quotes protect commas and parentheses; backslash escapes inside them. */
function scanList(s: Scanner): string[] {
  s.spaces();
  s.expect("(");
  const values: string[] = [];
  s.spaces();
  if (s.eat(")")) return values;
  for (;;) {
    let value: string;
    if (s.peek() === '"') {
      value = scanQuoted(s);
      if (s.peek() !== "," && s.peek() !== ")") s.fail(`expecting "," or ")"${s.unexpected()}`);
    } else {
      const start = s.pos;
      while (!s.done && s.peek() !== "," && s.peek() !== ")") {
        if (s.peek() === '"') s.fail('unexpected """ inside an unquoted list element');
        s.pos++;
      }
      value = s.text.slice(start, s.pos);
    }
    values.push(value);
    if (s.eat(")")) return values;
    s.expect(",");
  }
}

export function parseFilter(key: string, raw: string): { path: string[]; node: Condition } {
  const path = parseTreePath(key);
  const s = new Scanner(raw, `filter (${raw})`);
  const operation = scanOperation(s, false);
  s.end();
  return { path: path.path, node: { kind: "condition", field: path.field, ...operation } };
}

function parseTreePath(key: string): { path: string[]; field: Field } {
  const s = new Scanner(key, `tree path (${key})`);
  const names = [scanName(s)];
  while (s.eat(".")) names.push(scanName(s));
  const json = scanJsonPath(s);
  s.end();
  const name = names.pop()!;
  return { path: names, field: { name, json } };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, `not.and=(…)`, `books.or=(…)`. */
export function parseLogic(key: string, raw: string): { path: string[]; node: LogicTree } {
  const parts = key.split(".");
  const operator = parts.pop() as "and" | "or";
  const negate = parts.includes("not");
  const path = parts.filter((part) => part !== "not");
  const s = new Scanner(raw, `logic tree (${raw})`);
  const children = scanLogicChildren(s);
  s.end();
  return { path, node: { kind: "logic", operator, negate, children } };
}

function scanLogicChildren(s: Scanner): FilterNode[] {
  s.spaces();
  s.expect("(");
  const children: FilterNode[] = [];
  do {
    s.spaces();
    children.push(scanLogicNode(s));
    s.spaces();
  } while (s.eat(","));
  s.expect(")");
  return children;
}

function scanLogicNode(s: Scanner): FilterNode {
  const save = s.pos;
  const negate = s.eat("not.");
  for (const operator of ["and", "or"] as const) {
    if (s.startsWith(`${operator}(`)) {
      s.pos += operator.length;
      return { kind: "logic", operator, negate, children: scanLogicChildren(s) };
    }
  }
  s.pos = save;
  const field = scanField(s);
  s.expect(".");
  return { kind: "condition", field, ...scanOperation(s, true) };
}

// ---- order, ranges, columns --------------------------------------------------------------------

export function parseOrder(raw: string): OrderTerm[] {
  const s = new Scanner(raw, `order (${raw})`);
  const terms: OrderTerm[] = [];
  do {
    s.spaces();
    let relation: string | null = null;
    let field = scanField(s);
    if (field.json.length === 0 && s.eat("(")) {
      relation = field.name;
      field = scanField(s);
      s.expect(")");
    }
    let descending = false;
    let nulls: OrderTerm["nulls"] = null;
    if (s.eat(".")) {
      if (s.eat("asc")) descending = false;
      else if (s.eat("desc")) descending = true;
      else s.pos--;
      if (s.eat(".nullsfirst")) nulls = "first";
      else if (s.eat(".nullslast")) nulls = "last";
      if (s.peek() === ".") {
        s.pos++;
        s.fail(`expecting "asc", "desc", "nullsfirst" or "nullslast"${s.unexpected()}`);
      }
    }
    s.spaces();
    if (!s.done && s.peek() !== ",")
      s.fail(`expecting delimiter (.), "," or end of input${s.unexpected()}`);
    terms.push({ relation, field, descending, nulls });
  } while (s.eat(","));
  return terms;
}

function parseCount(raw: string, name: string): number {
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw parseError(`"failed to parse ${name} (${raw})"`, "expecting a non-negative integer");
  }
  return Number(raw.trim());
}

export function parseNameList(raw: string, context: string): string[] {
  const s = new Scanner(raw, `${context} (${raw})`);
  const names: string[] = [];
  do names.push(scanName(s));
  while ((s.spaces(), s.eat(",")));
  s.end();
  return names;
}

const RESERVED = new Set(["select", "columns", "on_conflict"]);
const RESERVED_LAST = new Set(["order", "limit", "offset", "and", "or"]);

function looksLikeOperation(value: string): boolean {
  const first = value.split(".")[0] ?? "";
  if (value.startsWith("not.") && value.split(".").length > 2) return true;
  if (first === "in" || first === "is") return true;
  const op = first.replace(/\((any|all)\)$/, "");
  if (op in OPERATORS) return value.includes(".");
  const fts = first.split("(")[0] ?? "";
  return fts in FTS_OPERATORS && value.includes(".");
}

/** Splits the query string the way PostgREST does, then parses each part. */
export function parseQuery(params: URLSearchParams): QueryParams {
  const result: QueryParams = {
    select: [{ kind: "star" }],
    filters: [],
    order: [],
    ranges: new Map(),
    columns: null,
    onConflict: null,
    args: [],
  };
  const seen = new Set<string>();
  for (const [key, value] of params) {
    const last = key.split(".").at(-1)!;
    if (RESERVED.has(key) || RESERVED_LAST.has(last)) {
      if (seen.has(key)) {
        throw parseError(`"failed to parse ${key} parameter"`, `the ${key} parameter is repeated`);
      }
      seen.add(key);
    }
    if (key === "select") result.select = parseSelect(value);
    else if (key === "columns") result.columns = parseNameList(value, "columns parameter");
    else if (key === "on_conflict") {
      result.onConflict = parseNameList(value, "on_conflict parameter");
    } else if (last === "order") {
      const path = key.split(".").slice(0, -1);
      if (value !== "") result.order.push({ path, terms: parseOrder(value) });
    } else if (last === "limit" || last === "offset") {
      const path = key.split(".").slice(0, -1).join(".");
      const range = result.ranges.get(path) ?? { limit: null, offset: 0 };
      if (last === "limit") range.limit = parseCount(value, "limit");
      else range.offset = parseCount(value, "offset");
      result.ranges.set(path, range);
    } else if (last === "and" || last === "or") {
      result.filters.push(parseLogic(key, value));
    } else if (key.includes(".") || looksLikeOperation(value)) {
      result.filters.push(parseFilter(key, value));
    } else {
      result.args.push([key, value]);
    }
  }
  return result;
}

// ---- headers -----------------------------------------------------------------------------------

export interface Preferences {
  handling: "strict" | "lenient";
  return: "minimal" | "headers-only" | "representation" | null;
  count: "exact" | "planned" | "estimated" | null;
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
  missing: "default" | "null" | null;
  tx: "commit" | "rollback" | null;
  maxAffected: number | null;
  timezone: string | null;
  /** Preferences given but not understood, as written. */
  invalid: string[];
}

const PREFERENCE_VALUES: Record<string, readonly string[]> = {
  handling: ["strict", "lenient"],
  return: ["minimal", "headers-only", "representation"],
  count: ["exact", "planned", "estimated"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  tx: ["commit", "rollback"],
};

/** RFC 7240 `Prefer` (several headers arrive comma-joined); the last value of a key wins. */
export function parsePreferences(header: string | undefined): Preferences {
  const prefs: Preferences = {
    handling: "strict",
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    maxAffected: null,
    timezone: null,
    invalid: [],
  };
  for (const raw of (header ?? "").split(",")) {
    const item = raw.trim();
    if (item === "") continue;
    const eq = item.indexOf("=");
    const key = eq === -1 ? item : item.slice(0, eq).trim();
    const value = eq === -1 ? "" : item.slice(eq + 1).trim();
    const allowed = PREFERENCE_VALUES[key];
    if (allowed?.includes(value)) {
      // The table holds only keys of Preferences, each with values of its type.
      Object.assign(prefs, { [key]: value });
    } else if (key === "max-affected" && /^\d{1,9}$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (key === "timezone" && value !== "") {
      prefs.timezone = value;
    } else {
      prefs.invalid.push(item);
    }
  }
  return prefs;
}

/** The `Range` request header (`0-9`, `10-`) as limit and offset. */
export function parseRangeHeader(header: string | undefined): Range | null {
  if (header === undefined || header.trim() === "") return null;
  const match = /^(?:items=)?\s*(\d{1,9})-(\d{1,9})?\s*$/.exec(header);
  if (!match) {
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `The Range header must look like 0-9 or 10-, got "${header}".`,
    );
  }
  const lower = Number(match[1]);
  if (match[2] === undefined) return { limit: null, offset: lower };
  const upper = Number(match[2]);
  if (lower > upper) {
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    );
  }
  return { limit: upper - lower + 1, offset: lower };
}
