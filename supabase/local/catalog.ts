import type { Transaction } from "./db";

/** Everything the REST layer knows about names comes from here: schema `public` only. */
export interface TableInfo {
  name: string;
  columns: ReadonlyMap<string, { type: string }>;
  primaryKey: readonly string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: readonly FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  volatility: "immutable" | "stable" | "volatile";
}

export async function findTable(tx: Transaction, name: string): Promise<TableInfo | null> {
  const row = (
    await tx.query<{
      columns: { name: string; type: string }[] | null;
      primary_key: string[];
    }>(
      `select
         (select json_agg(json_build_object('name', a.attname,
                                            'type', format_type(a.atttypid, a.atttypmod))
                          order by a.attnum)
            from pg_attribute a
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         (select coalesce(json_agg(a.attname), '[]'::json)
            from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
           where i.indrelid = c.oid and i.indisprimary) as primary_key
       from pg_class c
       where c.relnamespace = 'public'::regnamespace
         and c.relname = $1
         and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
      [name],
    )
  ).rows[0];
  if (!row) return null;
  return {
    name,
    columns: new Map((row.columns ?? []).map((column) => [column.name, { type: column.type }])),
    primaryKey: row.primary_key,
  };
}

const VOLATILITY = { i: "immutable", s: "stable", v: "volatile" } as const;

export async function findFunctions(tx: Transaction, name: string): Promise<FunctionInfo[]> {
  const rows = (
    await tx.query<{
      arg_names: string[] | null;
      arg_modes: string[] | null;
      arg_types: string[] | null;
      defaults: number;
      return_type: string;
      returns_set: boolean;
      volatility: keyof typeof VOLATILITY;
    }>(
      `select p.proargnames as arg_names,
              p.proargmodes::text[] as arg_modes,
              (select array_agg(format_type(t.oid, null) order by u.ord)
                 from unnest(p.proargtypes) with ordinality as u(type_oid, ord)
                 join pg_type t on t.oid = u.type_oid) as arg_types,
              p.pronargdefaults as defaults,
              format_type(p.prorettype, null) as return_type,
              p.proretset as returns_set,
              p.provolatile as volatility
       from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and p.proname = $1
         and p.prokind = 'f'
         and p.prorettype <> 'trigger'::regtype
         and p.prorettype <> 'event_trigger'::regtype`,
      [name],
    )
  ).rows;

  return rows.map((row) => {
    const types = row.arg_types ?? [];
    const names = row.arg_names ?? [];
    // proargnames covers OUT arguments too; proargtypes only inputs (modes i, b, v).
    const inputNames = row.arg_modes
      ? names.filter((_, index) => ["i", "b", "v"].includes(row.arg_modes![index] ?? "i"))
      : names.slice(0, types.length);
    const firstDefault = types.length - row.defaults;
    return {
      name,
      args: types.map((type, index) => ({
        name: inputNames[index] ?? "",
        type,
        hasDefault: index >= firstDefault,
      })),
      returnType: row.return_type,
      returnsSet: row.returns_set,
      volatility: VOLATILITY[row.volatility],
    };
  });
}
