import type { NamedStatement, Transaction } from "../db/database";

/**
 * What the REST layer knows about names, read from the system catalogs of the exposed schemas.
 * One `Catalog` lives for one request and memoises its look-ups, so a schema change made between
 * requests (a migration, a test's `create table`) is seen at once, as after PostgREST's reload.
 * The look-ups are named statements: on PostgreSQL planning one took about 2.5 ms, ten times what
 * running it takes, so each connection plans them once.
 */

export interface Column {
  name: string;
  type: string;
  /** The column default as SQL, read from the catalog (never from a request). */
  defaultSql: string | null;
}

export interface Relation {
  schema: string;
  name: string;
  columns: ReadonlyMap<string, Column>;
  primaryKey: readonly string[];
  /** Column sets that are unique (primary key and unique constraints). */
  uniqueKeys: readonly (readonly string[])[];
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: readonly string[];
  refSchema: string;
  refTable: string;
  refColumns: readonly string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  /** `c` for a composite, `b` base, `d` domain… (`pg_type.typtype`). */
  typeKind: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: readonly FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** The table whose row type the function returns, if any (computed relationships, RPC). */
  returnRelation: { schema: string; name: string } | null;
  /** Result columns when the result is a composite (`returns table(…)`, OUT params, row types). */
  resultColumns: readonly Column[] | null;
  /** `rows 1` declared: a set-returning function that is a to-one computed relationship. */
  singleRow: boolean;
  volatility: "immutable" | "stable" | "volatile";
}

const VOLATILITY = { i: "immutable", s: "stable", v: "volatile" } as const;

const RELATION: NamedStatement = {
  name: "rest_catalog_relation",
  text: `select
      (select json_agg(json_build_object(
               'name', a.attname,
               'type', format_type(a.atttypid, a.atttypmod),
               'defaultSql', case
                 when a.attidentity <> '' then format('nextval(%L::regclass)',
                   pg_get_serial_sequence(a.attrelid::regclass::text, a.attname))
                 when a.attgenerated <> '' then null
                 else pg_get_expr(d.adbin, d.adrelid) end) order by a.attnum)
         from pg_attribute a
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
         from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as primary_key,
      (select json_agg(k.cols) from (
         select array_agg(a.attname::text) as cols
           from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
          where i.indrelid = c.oid and i.indisunique and i.indpred is null
          group by i.indexrelid) k) as unique_keys
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
};

const FOREIGN_KEYS: NamedStatement = {
  name: "rest_catalog_foreign_keys",
  text: `select con.conname as name,
           n1.nspname as schema, c1.relname as "table",
           (select array_agg(a.attname::text order by k.ord)
              from unnest(con.conkey) with ordinality k(num, ord)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
           n2.nspname as "refSchema", c2.relname as "refTable",
           (select array_agg(a.attname::text order by k.ord)
              from unnest(con.confkey) with ordinality k(num, ord)
              join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num)
             as "refColumns"
    from pg_constraint con
    join pg_class c1 on c1.oid = con.conrelid
    join pg_namespace n1 on n1.oid = c1.relnamespace
    join pg_class c2 on c2.oid = con.confrelid
    join pg_namespace n2 on n2.oid = c2.relnamespace
    where con.contype = 'f' and n1.nspname = any ($1) and n2.nspname = any ($1)
    order by con.conname`,
};

/** The functions of a schema ($1) with one name ($2), or taking one row type ($2.$3) alone. */
function functionsWhere(name: string, condition: string): NamedStatement {
  return {
    name,
    text: `select n.nspname as schema, p.proname as name,
             p.proargnames as arg_names,
             p.proargmodes::text[] as arg_modes,
             (select array_agg(format_type(u.t, null) order by u.ord)
                from unnest(p.proallargtypes) with ordinality as u(t, ord)) as all_types,
             (select json_agg(json_build_object('type', format_type(t.oid, null),
                                                'kind', t.typtype) order by u.ord)
                from unnest(p.proargtypes) with ordinality as u(type_oid, ord)
                join pg_type t on t.oid = u.type_oid) as in_types,
             p.pronargdefaults as defaults,
             format_type(p.prorettype, null) as return_type,
             p.proretset as returns_set,
             (select json_build_object('schema', rn.nspname, 'name', rc.relname)
                from pg_type rt
                join pg_class rc on rc.oid = rt.typrelid
                join pg_namespace rn on rn.oid = rc.relnamespace
               where rt.oid = p.prorettype and rc.relkind in ('r', 'v', 'm', 'f', 'p'))
               as return_relation,
             (select json_agg(json_build_object('name', a.attname,
                                                'type', format_type(a.atttypid, a.atttypmod),
                                                'defaultSql', null) order by a.attnum)
                from pg_type rt
                join pg_attribute a on a.attrelid = rt.typrelid
               where rt.oid = p.prorettype and a.attnum > 0 and not a.attisdropped)
               as return_columns,
             p.prorows::float8 as rows,
             p.provariadic <> 0 as variadic,
             p.provolatile as volatility
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and ${condition}
        and p.prokind = 'f'
        and p.prorettype <> 'trigger'::regtype
        and p.prorettype <> 'event_trigger'::regtype
      order by p.oid`,
  };
}

const FUNCTIONS_NAMED = functionsWhere("rest_catalog_functions_named", "p.proname = $2");
const FUNCTIONS_OF_ROW = functionsWhere(
  "rest_catalog_functions_of_row",
  `p.pronargs = 1 and p.proargtypes[0] = (
     select c.reltype from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $2 and c.relname = $3)`,
);

type Query = <T>(statement: NamedStatement, params: unknown[]) => Promise<T[]>;

export class Catalog {
  private readonly query: Query;
  private readonly relations = new Map<string, Promise<Relation | null>>();
  private foreignKeysPromise: Promise<ForeignKey[]> | null = null;
  private readonly computed = new Map<string, Promise<FunctionInfo[]>>();

  constructor(
    tx: Transaction,
    readonly schemas: readonly string[],
  ) {
    this.query = async <T>(statement: NamedStatement, params: unknown[]) =>
      (await tx.query<T>(statement, params)).rows;
  }

  relation(schema: string, name: string): Promise<Relation | null> {
    const key = `${schema}.${name}`;
    let found = this.relations.get(key);
    if (!found) {
      found = this.loadRelation(schema, name);
      this.relations.set(key, found);
    }
    return found;
  }

  private async loadRelation(schema: string, name: string): Promise<Relation | null> {
    const row = (
      await this.query<{
        columns: Column[] | null;
        primary_key: string[] | null;
        unique_keys: string[][] | null;
      }>(RELATION, [schema, name])
    )[0];
    if (!row) return null;
    return {
      schema,
      name,
      columns: new Map((row.columns ?? []).map((column) => [column.name, column])),
      primaryKey: row.primary_key ?? [],
      uniqueKeys: row.unique_keys ?? [],
    };
  }

  /** Every foreign key between tables of the exposed schemas. */
  foreignKeys(): Promise<ForeignKey[]> {
    this.foreignKeysPromise ??= this.query<ForeignKey>(FOREIGN_KEYS, [this.schemas]);
    return this.foreignKeysPromise;
  }

  functions(schema: string, name: string): Promise<FunctionInfo[]> {
    return this.loadFunctions(FUNCTIONS_NAMED, [schema, name]);
  }

  /** Functions taking one argument of `relation`'s row type: computed fields and relationships. */
  computedOf(relation: Relation): Promise<FunctionInfo[]> {
    const key = `${relation.schema}.${relation.name}`;
    let found = this.computed.get(key);
    if (!found) {
      found = this.loadFunctions(FUNCTIONS_OF_ROW, [
        relation.schema,
        relation.schema,
        relation.name,
      ]);
      this.computed.set(key, found);
    }
    return found;
  }

  private async loadFunctions(
    statement: NamedStatement,
    params: unknown[],
  ): Promise<FunctionInfo[]> {
    const rows = await this.query<{
      schema: string;
      name: string;
      arg_names: string[] | null;
      arg_modes: string[] | null;
      all_types: string[] | null;
      in_types: { type: string; kind: string }[] | null;
      defaults: number;
      return_type: string;
      returns_set: boolean;
      return_relation: { schema: string; name: string } | null;
      return_columns: Column[] | null;
      rows: number;
      variadic: boolean;
      volatility: keyof typeof VOLATILITY;
    }>(statement, params);
    return rows.map((row) => {
      const inTypes = row.in_types ?? [];
      const names = row.arg_names ?? [];
      const modes = row.arg_modes;
      const inNames = modes
        ? names.filter((_, index) => ["i", "b", "v"].includes(modes[index] ?? "i"))
        : names.slice(0, inTypes.length);
      const outColumns: Column[] = [];
      if (modes) {
        modes.forEach((mode, index) => {
          if (mode === "o" || mode === "t" || mode === "b") {
            outColumns.push({
              name: names[index] ?? `column${index + 1}`,
              type: row.all_types?.[index] ?? "text",
              defaultSql: null,
            });
          }
        });
      }
      const firstDefault = inTypes.length - row.defaults;
      return {
        schema: row.schema,
        name: row.name,
        args: inTypes.map((type, index) => ({
          name: inNames[index] ?? "",
          type: type.type,
          typeKind: type.kind,
          hasDefault: index >= firstDefault,
          variadic: row.variadic && index === inTypes.length - 1,
        })),
        returnType: row.return_type,
        returnsSet: row.returns_set,
        returnRelation: row.return_relation,
        resultColumns:
          row.return_type === "record" && outColumns.length > 0
            ? outColumns
            : (row.return_columns ?? null),
        singleRow: row.returns_set && row.rows === 1,
        volatility: VOLATILITY[row.volatility],
      };
    });
  }
}
