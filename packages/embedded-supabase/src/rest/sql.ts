import type { Catalog, Column, ForeignKey, FunctionInfo, Relation } from "./schema-cache";
import { RestError } from "../http/errors";
import { FTS_OPERATORS, OPERATORS, parseError } from "./grammar";
import type { Field, FilterNode, OrderTerm, QueryParams, Range, SelectItem } from "./grammar";

/**
 * Turns parsed requests into SQL the way PostgREST does: every embedded resource is a lateral
 * subquery (`json_agg` for to-many, `row_to_json` for to-one) over the related table itself, so
 * row-level security applies to each of them. Identifiers come from the catalog and are quoted;
 * values are bound parameters; the only other text inlined is JSON keys and casts, both escaped
 * or checked against a strict pattern first.
 */

export interface Sql {
  text: string;
  params: unknown[];
}

/** The bound values of one statement, and the table aliases it has given out. */
export class Params {
  readonly values: unknown[];
  private aliases = 0;
  /** `leading` are placeholders already used (`$1…$n`) by SQL the caller wrote itself. */
  constructor(leading: unknown[] = []) {
    this.values = [...leading];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A table alias not used before in this statement, e.g. `pgrst_t3`. */
  alias(prefix: string): string {
    this.aliases += 1;
    return `pgrst_${prefix}${this.aliases}`;
  }
}

/** A RestError whose `details` is JSON (PGRST201 lists its candidates). */
export class RestJsonError extends RestError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly jsonDetails: unknown,
    hint: string | null,
  ) {
    super(status, code, message, null, hint);
  }
  override toBody(): Record<string, unknown> {
    return { ...super.toBody(), details: this.jsonDetails };
  }
}

export function quoteIdent(name: string): string {
  if (name === "" || name.includes("\0")) throw parseError(`invalid identifier "${name}"`);
  return `"${name.replaceAll('"', '""')}"`;
}

export function quoteLiteral(text: string): string {
  if (text.includes("\0")) throw parseError("invalid character in a JSON key");
  return `'${text.replaceAll("'", "''")}'`;
}

const CAST = /^[A-Za-z_][A-Za-z0-9_]*( [A-Za-z_][A-Za-z0-9_]*)*(\[\])?$/;

function castSql(cast: string): string {
  if (!CAST.test(cast)) throw parseError(`invalid cast "${cast}"`);
  return cast;
}

export function relationRef(relation: { schema: string; name: string }): string {
  return `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
}

function columnMissing(relation: Relation, column: string): RestError {
  return new RestError(400, "42703", `column ${relation.name}.${column} does not exist`);
}

function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    "PGRST108",
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

function aggregatesNotAllowed(): RestError {
  return new RestError(400, "PGRST123", "Use of aggregate functions is not allowed");
}

export function notImplemented(details: string): RestError {
  return new RestError(400, "PGRST127", "Feature not implemented", details);
}

// ---- relationships -----------------------------------------------------------------------------

type Cardinality = "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

export interface Relationship {
  cardinality: Cardinality | "computed";
  toOne: boolean;
  target: { schema: string; name: string };
  /** Foreign key relationships: column pairs (parent column, child column). */
  pairs: [string, string][];
  constraint: string;
  /** The constraint's own table and columns, for PGRST201 details. */
  describe: string;
  junction: {
    table: { schema: string; name: string };
    /** (parent column, junction column) and (junction column, target column). */
    source: [string, string][];
    target: [string, string][];
  } | null;
  computed: FunctionInfo | null;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

function fmtCols(cols: readonly string[]): string {
  return `(${cols.join(", ")})`;
}

/**
 * The relationship along `fk` as seen from the table that holds it (`outgoing`, to the table it
 * references) or from the referenced table (`incoming`, to the one holding it).
 */
function foreignKeyRelationship(
  fk: ForeignKey,
  direction: "outgoing" | "incoming",
  oneToOne: boolean,
): Relationship {
  const holder = { schema: fk.schema, name: fk.table, columns: fk.columns };
  const referenced = { schema: fk.refSchema, name: fk.refTable, columns: fk.refColumns };
  const [near, far] = direction === "outgoing" ? [holder, referenced] : [referenced, holder];
  return {
    cardinality: oneToOne ? "one-to-one" : direction === "outgoing" ? "many-to-one" : "one-to-many",
    toOne: direction === "outgoing" || oneToOne,
    target: { schema: far.schema, name: far.name },
    pairs: near.columns.map((column, index) => [column, far.columns[index]!]),
    constraint: fk.name,
    describe: `${fk.name} using ${near.name}${fmtCols(near.columns)} and ${far.name}${fmtCols(far.columns)}`,
    junction: null,
    computed: null,
  };
}

async function relationshipsOf(catalog: Catalog, parent: Relation): Promise<Relationship[]> {
  const fks = (await catalog.foreignKeys()).filter(
    (fk) => fk.schema === parent.schema && fk.refSchema === parent.schema,
  );
  const rels: Relationship[] = [];
  const isUnique = async (schema: string, table: string, cols: readonly string[]) => {
    const rel = await catalog.relation(schema, table);
    return rel !== null && rel.uniqueKeys.some((key) => sameSet(key, cols));
  };
  for (const fk of fks) {
    if (fk.table === parent.name) {
      const oneToOne = await isUnique(fk.schema, fk.table, fk.columns);
      rels.push(foreignKeyRelationship(fk, "outgoing", oneToOne));
    }
    if (fk.refTable === parent.name) {
      const oneToOne = await isUnique(fk.schema, fk.table, fk.columns);
      rels.push(foreignKeyRelationship(fk, "incoming", oneToOne));
    }
  }
  // Many-to-many: a junction table whose primary key holds a foreign key to each side.
  const toParent = fks.filter((fk) => fk.refTable === parent.name);
  for (const first of toParent) {
    const junction = await catalog.relation(first.schema, first.table);
    if (!junction || junction.name === parent.name) continue;
    const inKey = (fk: ForeignKey) => fk.columns.every((c) => junction.primaryKey.includes(c));
    if (!inKey(first)) continue;
    for (const second of fks) {
      if (second === first || second.table !== junction.name || !inKey(second)) continue;
      rels.push({
        cardinality: "many-to-many",
        toOne: false,
        target: { schema: second.refSchema, name: second.refTable },
        pairs: [],
        constraint: junction.name,
        describe: `${junction.name} using ${first.name}${fmtCols(first.columns)} and ${second.name}${fmtCols(second.columns)}`,
        junction: {
          table: { schema: junction.schema, name: junction.name },
          source: first.refColumns.map((column, index) => [column, first.columns[index]!]),
          target: second.columns.map((column, index) => [column, second.refColumns[index]!]),
        },
        computed: null,
      });
    }
  }
  return rels;
}

function matchesName(rel: Relationship, name: string, parent: Relation, hinted: boolean): boolean {
  // On a self-referencing foreign key the bare table name means the children (one-to-many), as
  // in PostgREST; the parent row is reached by the column or constraint name.
  const selfParent =
    !hinted &&
    rel.cardinality === "many-to-one" &&
    rel.target.schema === parent.schema &&
    rel.target.name === parent.name;
  if (rel.target.name === name && !selfParent) return true;
  if (rel.junction) return false;
  if (rel.constraint === name) return true;
  return rel.cardinality !== "one-to-many" && rel.pairs.length === 1 && rel.pairs[0]![0] === name;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.constraint === hint) return true;
  if (rel.junction) {
    return rel.describe
      .split(" using ")[1]!
      .split(" and ")
      .some((part) => part.startsWith(`${hint}(`));
  }
  return rel.pairs.some(([a, b]) => a === hint || b === hint);
}

export async function findRelationship(
  catalog: Catalog,
  parent: Relation,
  name: string,
  hint: string | null,
): Promise<Relationship> {
  const computed = (await catalog.computedOf(parent)).filter(
    (fn) => fn.name === name && fn.returnRelation !== null,
  );
  if (computed.length > 0 && hint === null) {
    const fn = computed[0]!;
    return {
      cardinality: "computed",
      toOne: !fn.returnsSet || fn.singleRow,
      target: fn.returnRelation!,
      pairs: [],
      constraint: fn.name,
      describe: "",
      junction: null,
      computed: fn,
    };
  }
  const candidates = (await relationshipsOf(catalog, parent)).filter(
    (rel) =>
      matchesName(rel, name, parent, hint !== null) && (hint === null || matchesHint(rel, hint)),
  );
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${
        hint === null ? "" : ` using the hint '${hint}'`
      } in the schema '${parent.schema}', but no matches were found.`,
    );
  }
  throw new RestJsonError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    candidates.map((rel) => ({
      cardinality: rel.cardinality,
      embedding: `${parent.name} with ${rel.target.name}`,
      relationship: rel.describe,
    })),
    `Try changing '${name}' to one of the following: ${candidates
      .map((rel) => `'${rel.target.name}!${rel.constraint}'`)
      .join(", ")}. Find the desired relationship in the 'details' key.`,
  );
}

// ---- reads -------------------------------------------------------------------------------------

export interface BuildOptions {
  catalog: Catalog;
  params: Params;
  query: QueryParams;
  aggregatesEnabled: boolean;
}

/** Where a level's rows come from: a table, a function call or a write's returned rows. */
export interface Source {
  /** The FROM item with `alias` applied, e.g. `"public"."books" as "t0"`. */
  from(alias: string): string;
  /** Columns the rows have. */
  relation: Relation;
  /** The table whose relationships and computed fields apply, if any. */
  rowType: Relation | null;
}

interface Projection {
  sql: string;
  name: string;
  aggregate: boolean;
}

interface EmbedInfo {
  key: string;
  name: string;
  lateral: string;
  toOne: boolean;
  parent: string;
}

export interface Level {
  alias: string;
  from: string;
  joins: string[];
  projections: Projection[];
  where: string[];
  groupBy: string[];
  orderBy: string[];
  range: Range;
}

export function pathKey(path: readonly string[]): string {
  return path.join(".");
}

function jsonPathSql(base: string, field: Field): string {
  let sql = base;
  for (const step of field.json) {
    sql += `${step.arrow}${step.index ? String(Number(step.key)) : quoteLiteral(step.key)}`;
  }
  return field.json.length ? `(${sql})` : sql;
}

function outputName(field: Field): string {
  return field.json.length ? field.json.at(-1)!.key : field.name;
}

class LevelBuilder {
  readonly embeds: EmbedInfo[] = [];
  constructor(
    readonly options: BuildOptions,
    readonly source: Source,
    readonly alias: string,
    readonly path: string[],
  ) {}

  get relation(): Relation {
    return this.source.relation;
  }

  async column(field: Field): Promise<string> {
    const { relation } = this;
    if (relation.columns.has(field.name)) {
      return jsonPathSql(`${quoteIdent(this.alias)}.${quoteIdent(field.name)}`, field);
    }
    if (this.source.rowType) {
      const fn = (await this.options.catalog.computedOf(this.source.rowType)).find(
        (candidate) => candidate.name === field.name && candidate.returnRelation === null,
      );
      if (fn) {
        return jsonPathSql(`${relationRef(fn)}(${quoteIdent(this.alias)})`, field);
      }
    }
    throw columnMissing(relation, field.name);
  }

  embed(name: string): EmbedInfo | undefined {
    return (
      this.embeds.find((embed) => embed.key === name) ?? this.embeds.find((e) => e.name === name)
    );
  }
}

async function conditionSql(
  level: LevelBuilder,
  node: FilterNode,
  params: Params,
): Promise<string> {
  if (node.kind === "logic") {
    const parts = await Promise.all(
      node.children.map((child) => conditionSql(level, child, params)),
    );
    const joined = `(${parts.join(node.operator === "and" ? " and " : " or ")})`;
    return node.negate ? `not ${joined}` : joined;
  }
  let sql: string;
  const embed =
    node.field.json.length === 0 && !level.relation.columns.has(node.field.name)
      ? level.embed(node.field.name)
      : undefined;
  if (embed) {
    if (node.op !== "is" || (node.value !== "null" && node.value !== "not_null")) {
      throw new RestError(
        400,
        "PGRST120",
        `Bad operator on the '${node.field.name}' embedded resource`,
        "Only is null or not is null filters are allowed on embedded resources",
      );
    }
    const exists = embed.toOne
      ? `${quoteIdent(embed.lateral)}.pgrst_exists`
      : `${quoteIdent(embed.lateral)}.pgrst_agg is not null`;
    sql = node.value === "null" ? `not coalesce(${exists}, false)` : `coalesce(${exists}, false)`;
    return node.negate ? `not (${sql})` : sql;
  }
  const lhs = await level.column(node.field);
  switch (node.op) {
    case "in":
      sql =
        node.values.length === 0
          ? "false"
          : `${lhs} in (${node.values.map((value) => params.add(value)).join(", ")})`;
      break;
    case "is":
      sql = `${lhs} is ${node.value === "not_null" ? "not null" : node.value}`;
      break;
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
      const fn = FTS_OPERATORS[node.op];
      const config = node.config === null ? null : `${params.add(node.config)}::regconfig`;
      const type = level.relation.columns.get(node.field.name)?.type;
      const vector =
        type === "tsvector" && node.field.json.length === 0
          ? lhs
          : `to_tsvector(${config ? `${config}, ` : ""}${lhs})`;
      sql = `${vector} @@ ${fn}(${config ? `${config}, ` : ""}${params.add(node.value)})`;
      break;
    }
    default: {
      let value = node.value;
      if (node.op === "like" || node.op === "ilike") value = value.replaceAll("*", "%");
      if (node.op === "ov" && value.startsWith("(") && value.endsWith(")")) {
        value = `{${value.slice(1, -1)}}`;
      }
      const operator = OPERATORS[node.op];
      sql = node.quantifier
        ? `${lhs} ${operator} ${node.quantifier}(${params.add(value)})`
        : `${lhs} ${operator} ${params.add(value)}`;
    }
  }
  return node.negate ? `not (${sql})` : sql;
}

function fieldExpression(level: LevelBuilder, field: Field): Promise<string> {
  return level.column(field);
}

/** One level of a read: its rows' source and the part of the select, filters and order on it. */
interface LevelSpec {
  options: BuildOptions;
  source: Source;
  alias: string;
  /** The level's path by embed keys (aliases first) and by relation names. */
  path: string[];
  namePath: string[];
  select: SelectItem[];
  /** Conditions tying an embedded level to its parent row. */
  extraWhere: string[];
  skipFilters: boolean;
}

/** What a level's select items add up to. */
interface LevelParts {
  joins: string[];
  projections: Projection[];
  where: string[];
  embedKeys: Set<string>;
}

/** A column, computed field, cast or aggregate of the select (not an embed). */
async function projectField(
  spec: LevelSpec,
  builder: LevelBuilder,
  item: Extract<SelectItem, { kind: "field" }>,
): Promise<Projection> {
  const { options, source, path } = spec;
  const legacyCount =
    path.length > 0 &&
    item.field.name === "count" &&
    item.field.json.length === 0 &&
    item.cast === null &&
    item.aggregate === null &&
    !source.relation.columns.has("count");
  if (legacyCount) return { sql: "count(*)", name: item.alias ?? "count", aggregate: true };
  let sql = await fieldExpression(builder, item.field);
  if (item.cast) sql = `${sql}::${castSql(item.cast)}`;
  if (item.aggregate) {
    if (!options.aggregatesEnabled) throw aggregatesNotAllowed();
    sql = `${item.aggregate}(${sql})`;
    if (item.aggregateCast) sql = `${sql}::${castSql(item.aggregateCast)}`;
  }
  return {
    sql,
    name: item.alias ?? item.aggregate ?? outputName(item.field),
    aggregate: item.aggregate !== null,
  };
}

/** `*`, `count()` and fields: their projections. */
async function projectItem(
  spec: LevelSpec,
  builder: LevelBuilder,
  parts: LevelParts,
  item: Exclude<SelectItem, { kind: "embed" }>,
): Promise<void> {
  const { options, source, alias } = spec;
  if (item.kind === "star") {
    for (const column of source.relation.columns.keys()) {
      parts.projections.push({
        sql: `${quoteIdent(alias)}.${quoteIdent(column)}`,
        name: column,
        aggregate: false,
      });
    }
  } else if (item.kind === "count") {
    if (!options.aggregatesEnabled) throw aggregatesNotAllowed();
    parts.projections.push({
      sql: `count(*)${item.cast ? `::${castSql(item.cast)}` : ""}`,
      name: item.alias ?? "count",
      aggregate: true,
    });
  } else {
    parts.projections.push(await projectField(spec, builder, item));
  }
}

/** The embedded rows' FROM item and the conditions tying them to the parent row. */
function embedFrom(
  rel: Relationship,
  target: Relation,
  parentAlias: string,
  childAlias: string,
  params: Params,
): { from: string; where: string[] } {
  const ref = (a: string, c: string) => `${quoteIdent(a)}.${quoteIdent(c)}`;
  if (rel.computed) {
    return {
      from: `${relationRef(rel.computed)}(${quoteIdent(parentAlias)}) as ${quoteIdent(childAlias)}`,
      where: [],
    };
  }
  if (rel.junction) {
    const j = params.alias("j");
    return {
      from:
        `${relationRef(target)} as ${quoteIdent(childAlias)} join ${relationRef(rel.junction.table)} as ${quoteIdent(j)} on ` +
        rel.junction.target
          .map(([jc, tc]) => `${ref(j, jc)} = ${ref(childAlias, tc)}`)
          .join(" and "),
      where: rel.junction.source.map(([pc, jc]) => `${ref(j, jc)} = ${ref(parentAlias, pc)}`),
    };
  }
  return {
    from: `${relationRef(target)} as ${quoteIdent(childAlias)}`,
    where: rel.pairs.map(([pc, cc]) => `${ref(childAlias, cc)} = ${ref(parentAlias, pc)}`),
  };
}

/** An embed as the parent sees it: its key, its lateral join's alias and the embedded level. */
interface JoinedEmbed {
  item: Extract<SelectItem, { kind: "embed" }>;
  key: string;
  lateral: string;
  childAlias: string;
  child: Level;
}

/** The columns of a spread embed, read from its lateral join. */
function spreadProjections(embed: JoinedEmbed): Projection[] {
  return embed.child.projections.map((projection) => ({
    sql: `${quoteIdent(embed.lateral)}.${quoteIdent(projection.name)}`,
    name: projection.name,
    aggregate: false,
  }));
}

/** A to-one embed: one object (or its columns, spread), possibly `!inner`. */
function joinToOne(parts: LevelParts, embed: JoinedEmbed): void {
  const { item, key, lateral, childAlias, child } = embed;
  const object = { sql: `${quoteIdent(lateral)}.pgrst_obj`, name: key, aggregate: false };
  // Aggregates must see the related rows as their own query level, so such a child is a grouped
  // subquery.
  const grouped = child.projections.some((projection) => projection.aggregate);
  if (grouped) {
    parts.joins.push(
      `left join lateral (select ${item.spread ? "_s.*" : "row_to_json(_s) as pgrst_obj"}, true as pgrst_exists` +
        ` from (${levelSql(child, null)}) as _s) as ${quoteIdent(lateral)} on true`,
    );
  } else if (item.spread) {
    parts.joins.push(
      `left join lateral (select _s.*, true as pgrst_exists from ${child.from}${joinsSql(child)}` +
        ` cross join lateral (select ${projectionList(child)}) as _s${whereSql(child)}) as ${quoteIdent(lateral)} on true`,
    );
  } else {
    parts.joins.push(
      `left join lateral (select row_to_json(_s) as pgrst_obj, ${quoteIdent(childAlias)} as pgrst_row, true as pgrst_exists` +
        ` from ${child.from}${joinsSql(child)} cross join lateral (select ${projectionList(child)}) as _s` +
        `${whereSql(child)}) as ${quoteIdent(lateral)} on true`,
    );
  }
  if (item.spread) parts.projections.push(...spreadProjections(embed));
  else if (item.select.length > 0) parts.projections.push(object);
  if (item.join === "inner") parts.where.push(`${quoteIdent(lateral)}.pgrst_exists`);
}

/** A to-many embed: a JSON array, possibly `!inner`; spreading one is refused. */
function joinToMany(parts: LevelParts, embed: JoinedEmbed): void {
  const { item, key, lateral, child } = embed;
  if (item.spread) {
    throw notImplemented(
      `spreading the to-many relationship '${item.name}' is not supported; spread a many-to-one or one-to-one relationship`,
    );
  }
  parts.joins.push(
    `left join lateral (select json_agg(_s) as pgrst_agg from (${levelSql(child, null)}) as _s) as ${quoteIdent(lateral)} on true`,
  );
  if (item.select.length > 0) {
    parts.projections.push({
      sql: `coalesce(${quoteIdent(lateral)}.pgrst_agg, '[]'::json)`,
      name: key,
      aggregate: false,
    });
  }
  if (item.join === "inner") parts.where.push(`${quoteIdent(lateral)}.pgrst_agg is not null`);
}

/** An embedded resource: found over a relationship, built as a level, joined laterally. */
async function addEmbed(
  spec: LevelSpec,
  builder: LevelBuilder,
  parts: LevelParts,
  item: Extract<SelectItem, { kind: "embed" }>,
): Promise<void> {
  const { options, source, alias, path } = spec;
  if (!source.rowType) {
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${source.relation.name}' and '${item.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.relation.name}' and '${item.name}' in the schema '${source.relation.schema}', but no matches were found.`,
    );
  }
  const rel = await findRelationship(options.catalog, source.rowType, item.name, item.hint);
  const target = await options.catalog.relation(rel.target.schema, rel.target.name);
  if (!target) throw new RestError(500, "PGRST205", `Could not find '${rel.target.name}'`);
  const key = item.alias ?? item.name;
  // PostgREST names each embed's join after its parent and key; two embeds under one key at one
  // level collide in SQL. Answering with only one of them would hide the other.
  if (parts.embedKeys.has(key)) {
    throw new RestError(
      400,
      "42712",
      `table name "${source.relation.name}_${key}_${path.length + 1}" specified more than once`,
    );
  }
  parts.embedKeys.add(key);
  const childAlias = options.params.alias("t");
  const lateral = options.params.alias("e");
  const from = embedFrom(rel, target, alias, childAlias, options.params);
  const { level: child } = await buildLevel({
    options,
    source: { from: () => from.from, relation: target, rowType: target },
    alias: childAlias,
    path: [...path, key],
    namePath: [...spec.namePath, item.name],
    select: item.select,
    extraWhere: from.where,
    skipFilters: false,
  });
  builder.embeds.push({
    key,
    name: item.name,
    lateral,
    toOne: rel.toOne,
    parent: source.relation.name,
  });
  const embed: JoinedEmbed = { item, key, lateral, childAlias, child };
  if (rel.toOne) joinToOne(parts, embed);
  else joinToMany(parts, embed);
}

/** One level of a read (the top, or an embed): projections, joins, filters, order and range. */
async function buildLevel(spec: LevelSpec): Promise<{ level: Level; builder: LevelBuilder }> {
  const { options, source, alias, path, namePath } = spec;
  const { params, query } = options;
  const builder = new LevelBuilder(options, source, alias, path);
  const parts: LevelParts = {
    joins: [],
    projections: [],
    where: [...spec.extraWhere],
    embedKeys: new Set(),
  };
  const key = pathKey(path);
  const nameKey = pathKey(namePath);
  const here = (entry: readonly string[]) => {
    const k = pathKey(entry);
    return k === key || k === nameKey;
  };
  for (const item of spec.select) {
    if (item.kind === "embed") await addEmbed(spec, builder, parts, item);
    else await projectItem(spec, builder, parts, item);
  }
  if (!spec.skipFilters) {
    for (const filter of query.filters) {
      if (!here(filter.path)) continue;
      parts.where.push(await conditionSql(builder, filter.node, params));
    }
  }
  const orderBy: string[] = [];
  for (const order of query.order) {
    if (!here(order.path)) continue;
    for (const term of order.terms) orderBy.push(await orderSql(builder, term));
  }
  const { joins, projections, where } = parts;
  const hasAggregate = projections.some((projection) => projection.aggregate);
  const groupBy = hasAggregate
    ? projections.filter((projection) => !projection.aggregate).map((projection) => projection.sql)
    : [];
  const range = query.ranges.get(key) ?? query.ranges.get(nameKey) ?? { limit: null, offset: 0 };
  return {
    level: { alias, from: source.from(alias), joins, projections, where, groupBy, orderBy, range },
    builder,
  };
}

async function orderSql(level: LevelBuilder, term: OrderTerm): Promise<string> {
  let expression: string;
  if (term.relation !== null) {
    const embed = level.embed(term.relation);
    if (!embed) throw notEmbedded(term.relation);
    if (!embed.toOne) {
      throw new RestError(
        400,
        "PGRST118",
        `A related order on '${term.relation}' is not possible`,
        `'${embed.parent}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    let base = `(${quoteIdent(embed.lateral)}.pgrst_row).${quoteIdent(term.field.name)}`;
    if (term.field.json.length) base = jsonPathSql(base, term.field);
    expression = base;
  } else {
    expression = await level.column(term.field);
  }
  return (
    `${expression} ${term.descending ? "desc" : "asc"}` + (term.nulls ? ` nulls ${term.nulls}` : "")
  );
}

function projectionList(level: Level): string {
  return level.projections.map((p) => `${p.sql} as ${quoteIdent(p.name)}`).join(", ");
}

function joinsSql(level: Level): string {
  return level.joins.length ? ` ${level.joins.join(" ")}` : "";
}

function whereSql(level: Level): string {
  return level.where.length ? ` where ${level.where.join(" and ")}` : "";
}

/**
 * One level as a SELECT; `withRange` false leaves out limit/offset handled elsewhere. `maxRows`
 * caps the limit (PostgREST's `db-max-rows`, for the top level only); null leaves it as asked.
 */
export function levelSql(level: Level, maxRows: number | null, withRange = true): string {
  let sql = `select ${projectionList(level)} from ${level.from}${joinsSql(level)}${whereSql(level)}`;
  if (level.groupBy.length) sql += ` group by ${level.groupBy.join(", ")}`;
  if (level.orderBy.length) sql += ` order by ${level.orderBy.join(", ")}`;
  if (withRange) {
    const limit =
      maxRows === null ? level.range.limit : Math.min(level.range.limit ?? maxRows, maxRows);
    if (limit !== null) sql += ` limit ${limit}`;
    if (level.range.offset) sql += ` offset ${level.range.offset}`;
  }
  return sql;
}

/** The rows a count covers: the same FROM and WHERE, no projection, order or range. */
export function countSourceSql(level: Level): string {
  const grouped = level.groupBy.length ? ` group by ${level.groupBy.join(", ")}` : "";
  return `select 1 from ${level.from}${joinsSql(level)}${whereSql(level)}${grouped}`;
}

export async function buildTopLevel(
  options: BuildOptions,
  source: Source,
  select: SelectItem[],
  skipFilters = false,
): Promise<Level> {
  const { level } = await buildLevel({
    options,
    source,
    alias: options.params.alias("t"),
    path: [],
    namePath: [],
    select,
    extraWhere: [],
    skipFilters,
  });
  // Filters, orders and ranges naming an embed that is not in the select are refused.
  const known = new Set<string>([""]);
  collectPaths(select, [], known);
  for (const entry of [
    ...options.query.filters.map((filter) => filter.path),
    ...options.query.order.map((order) => order.path),
    ...[...options.query.ranges.keys()].map((key) => (key === "" ? [] : key.split("."))),
  ]) {
    if (!known.has(pathKey(entry))) throw notEmbedded(entry.at(-1)!);
  }
  return level;
}

function collectPaths(select: SelectItem[], path: string[], into: Set<string>): void {
  for (const item of select) {
    if (item.kind !== "embed") continue;
    const childPath = [...path, item.alias ?? item.name];
    into.add(pathKey(childPath));
    if (item.alias) into.add(pathKey([...path, item.name]));
    collectPaths(item.select, childPath, into);
  }
}

/** Output column names of a level, in order (CSV headers). */
export function outputNames(level: Level): string[] {
  return level.projections.map((projection) => projection.name);
}

export function relationSource(relation: Relation): Source {
  return {
    from: (alias) => `${relationRef(relation)} as ${quoteIdent(alias)}`,
    relation,
    rowType: relation,
  };
}

/** Columns as a pseudo relation, for function results. */
export function columnsRelation(
  schema: string,
  name: string,
  columns: readonly Column[],
): Relation {
  return {
    schema,
    name,
    columns: new Map(columns.map((column) => [column.name, column])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

export async function whereFor(
  options: BuildOptions,
  relation: Relation,
  alias: string,
): Promise<string[]> {
  const builder = new LevelBuilder(options, relationSource(relation), alias, []);
  const conditions: string[] = [];
  for (const filter of options.query.filters) {
    if (filter.path.length > 0) continue;
    conditions.push(await conditionSql(builder, filter.node, options.params));
  }
  return conditions;
}
