import { existsSync, readFileSync } from "node:fs";

import { parseToml } from "@gurukul/shared";

/** The `[api]` settings of `supabase/config.toml` the backend follows. */
export interface ApiSettings {
  /** `[api] max_rows`: PostgREST's `db-max-rows`, the most rows one response carries. */
  maxRows: number;
}

/** The Supabase CLI's defaults for a key the file leaves out. */
export const CLI_API_DEFAULTS: ApiSettings = { maxRows: 1000 };

/** The API settings of a `config.toml` text, with the CLI's default for each missing key. */
export function apiSettingsFromToml(text: string): ApiSettings {
  const maxRows = parseToml(text).api?.max_rows;
  return {
    maxRows:
      typeof maxRows === "number" && Number.isSafeInteger(maxRows) && maxRows >= 0
        ? maxRows
        : CLI_API_DEFAULTS.maxRows,
  };
}

/** The API settings of the file at `path`, or the CLI's defaults when there is none. */
export function readApiSettings(path: string): ApiSettings {
  return existsSync(path)
    ? apiSettingsFromToml(readFileSync(path, "utf8"))
    : { ...CLI_API_DEFAULTS };
}
