// Writes the TypeScript description of the `public` schema that supabase-js clients are typed
// with, in the shape `supabase gen types typescript` produces: Tables (Row, Insert, Update,
// Relationships), Views, Functions (Args, Returns), Enums and CompositeTypes. It reads the catalog
// of a database the embedded backend built from supabase/migrations, so it needs no hosted project.

type Queryable = { query<T>(sql: string, params?: unknown[]): Promise<T[]> };

type ColumnRow = {
  relation: string;
  kind: "r" | "p" | "v" | "m";
  name: string;
  type: string;
  element: string | null;
  type_kind: string;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
};

type FunctionRow = {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  all_arg_types: string[] | null;
  defaults: number;
  returns: string;
  returns_set: boolean;
};

type EnumRow = { name: string; labels: string[] };

const NUMBER = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"]);
const STRING = new Set([
  "text",
  "varchar",
  "bpchar",
  "name",
  "uuid",
  "date",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "interval",
  "inet",
  "cidr",
  "citext",
  "bytea",
]);

function scalar(type: string, enums: Set<string>): string {
  if (type.startsWith("_")) return `${scalar(type.slice(1), enums)}[]`;
  if (NUMBER.has(type)) return "number";
  if (STRING.has(type)) return "string";
  if (type === "bool") return "boolean";
  if (type === "json" || type === "jsonb") return "Json";
  if (type === "void") return "undefined";
  if (enums.has(type)) return `Database["public"]["Enums"]["${type}"]`;
  return "unknown";
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function block(lines: string[], indent: string): string {
  return lines.length === 0
    ? "{}"
    : `{\n${lines.map((l) => `${indent}  ${l}`).join("\n")}\n${indent}}`;
}

async function readCatalog(db: Queryable) {
  const columns = await db.query<ColumnRow>(
    `select c.relname as relation, c.relkind as kind, a.attname as name, t.typname as type,
            null as element, t.typtype as type_kind, a.attnotnull as not_null,
            a.atthasdef as has_default, a.attidentity::text as identity,
            a.attgenerated::text as generated
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attnum`,
  );
  const functions = await db.query<FunctionRow>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select format('%s', t.typname) from unnest(p.proargtypes) with ordinality as a(oid, i)
                    join pg_type t on t.oid = a.oid order by a.i) as arg_types,
            p.proargmodes::text[] as arg_modes,
            array(select format('%s', t.typname) from unnest(p.proallargtypes) with ordinality as a(oid, i)
                    join pg_type t on t.oid = a.oid order by a.i) as all_arg_types,
            p.pronargdefaults::int as defaults, r.typname as returns, p.proretset as returns_set
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type r on r.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f' and r.typname <> 'trigger'
      order by p.proname, p.oid`,
  );
  const enums = await db.query<EnumRow>(
    `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       join pg_enum e on e.enumtypid = t.oid
      where n.nspname = 'public'
      group by t.typname
      order by t.typname`,
  );
  return { columns, functions, enums };
}

function relations(columns: ColumnRow[], views: boolean, enums: Set<string>): string[] {
  const byRelation = new Map<string, ColumnRow[]>();
  for (const column of columns) {
    if ((column.kind === "v" || column.kind === "m") !== views) continue;
    byRelation.set(column.relation, [...(byRelation.get(column.relation) ?? []), column]);
  }
  const indent = "      ";
  return [...byRelation].map(([relation, cols]) => {
    const row = cols.map(
      (c) => `${key(c.name)}: ${scalar(c.type, enums)}${c.not_null ? "" : " | null"}`,
    );
    const parts = [`Row: ${block(row, indent)}`];
    if (!views) {
      const insert = cols.map((c) => {
        const type = `${scalar(c.type, enums)}${c.not_null ? "" : " | null"}`;
        if (c.generated === "s" || c.identity === "a") return `${key(c.name)}?: never`;
        const optional = !c.not_null || c.has_default || c.identity === "d";
        return `${key(c.name)}${optional ? "?" : ""}: ${type}`;
      });
      const update = cols.map((c) =>
        c.generated === "s" || c.identity === "a"
          ? `${key(c.name)}?: never`
          : `${key(c.name)}?: ${scalar(c.type, enums)}${c.not_null ? "" : " | null"}`,
      );
      parts.push(`Insert: ${block(insert, indent)}`, `Update: ${block(update, indent)}`);
    }
    parts.push("Relationships: []");
    return `${key(relation)}: ${block(parts, "    ")}`;
  });
}

function functionEntries(functions: FunctionRow[], enums: Set<string>): string[] {
  const indent = "      ";
  return functions.map((fn) => {
    const modes = fn.arg_modes ?? fn.arg_types.map(() => "i");
    const names = fn.arg_names ?? [];
    const types = fn.all_arg_types?.length ? fn.all_arg_types : fn.arg_types;
    const inputs: string[] = [];
    const outputs: string[] = [];
    modes.forEach((mode, i) => {
      const name = names[i] ?? `arg${i}`;
      const type = scalar(types[i] ?? "unknown", enums);
      if (mode === "i" || mode === "b") inputs.push(`${key(name)}: ${type}`);
      if (mode === "o" || mode === "b" || mode === "t") outputs.push(`${key(name)}: ${type}`);
    });
    // Arguments with defaults are the last ones; callers may leave them out.
    const firstDefault = inputs.length - fn.defaults;
    const args = inputs.map((arg, i) => (i >= firstDefault ? arg.replace(": ", "?: ") : arg));
    const single = outputs.length > 0 ? block(outputs, indent) : scalar(fn.returns, enums);
    const returns = fn.returns_set ? `${single}[]` : single;
    const argsType = args.length === 0 ? "never" : block(args, indent);
    return `${key(fn.name)}: ${block([`Args: ${argsType}`, `Returns: ${returns}`], "    ")}`;
  });
}

/** The file's text: formatted as Prettier leaves it, so the check that it is current is exact. */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const { columns, functions, enums } = await readCatalog(db);
  const enumNames = new Set(enums.map((e) => e.name));
  const section = (entries: string[]) =>
    entries.length === 0 ? "{\n      [_ in never]: never\n    }" : block(entries, "    ");
  const enumEntries = enums.map(
    (e) => `${key(e.name)}: ${e.labels.map((label) => JSON.stringify(label)).join(" | ")}`,
  );
  return `// Generated by \`npm run db:types\` from supabase/migrations. Do not edit by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: ${section(relations(columns, false, enumNames))}
    Views: ${section(relations(columns, true, enumNames))}
    Functions: ${section(functionEntries(functions, enumNames))}
    Enums: ${section(enumEntries)}
    CompositeTypes: ${section([])}
  }
}
`;
}
