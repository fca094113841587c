/**
 * The subset of TOML `supabase/config.toml` uses, and Go durations, as the Supabase CLI reads
 * them.
 */

export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTables = Record<string, Record<string, TomlValue>>;

function parseValue(raw: string): TomlValue | undefined {
  const text = raw.trim();
  if (text === "true") return true;
  if (text === "false") return false;
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(text) ?? /^'([^']*)'$/.exec(text);
  if (quoted) return quoted[1]!.replace(/\\(["\\])/g, "$1");
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(text)) return Number(text.replaceAll("_", ""));
  if (text.startsWith("[") && text.endsWith("]")) {
    const inner = text.slice(1, -1).trim();
    if (inner === "") return [];
    const items = inner.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).filter((item) => item.trim() !== "");
    const values = items.map(parseValue);
    return values.every((value) => value !== undefined) ? (values as TomlValue[]) : undefined;
  }
  return undefined;
}

/** Drops a `#` comment that is not inside a string. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quote) {
      if (char === "\\" && quote === '"') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "#") return line.slice(0, i);
  }
  return line;
}

/**
 * The tables of a TOML file as flat `{ "auth.email": { key: value } }`: the subset
 * `config.toml` uses (tables, bare keys, strings, numbers, booleans, one-line arrays). A value of
 * another form is left out, so its setting keeps its default.
 */
export function parseToml(text: string): TomlTables {
  const tables: TomlTables = { "": {} };
  let current = tables[""]!;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim();
    if (line === "") continue;
    const table = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (table) {
      current = tables[table[1]!] ??= {};
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) continue;
    const value = parseValue(pair[2]!);
    if (value !== undefined) current[pair[1]!] = value;
  }
  return tables;
}

/** Seconds of a Go duration such as `"1s"`, `"1m30s"` or `"2h"`; null when it is not one. */
export function parseDuration(text: string): number | null {
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== text.trim()) return null;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((sum, part) => sum + Number(part[1]) * unit[part[2] as keyof typeof unit], 0);
}
