/** A GoTrue error: `code` is the slug supabase-js turns into `AuthError.code`. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    // Both the 2024-01-01 shape (`code`, `message`) and the legacy one (`error_code`, `msg`), so
    // any auth-js version reads the same slug and text.
    return {
      code: this.code,
      error_code: this.code,
      message: this.message,
      msg: this.message,
      ...this.extra,
    };
  }
}

/** A PostgREST error with its `{code, details, hint, message}` body. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

interface PostgresErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPostgresError(error: unknown): error is PostgresErrorLike {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as Error & { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's SQLSTATE → HTTP status table (docs/references/errors.rst). */
function statusForSqlState(code: string, anonymous: boolean): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  switch (code) {
    case "42501":
      return anonymous ? 401 : 403;
    case "23503":
    case "23505":
      return 409;
    case "25006":
      return 405;
    case "42883":
    case "42P01":
      return 404;
    case "P0001":
      return 400;
    case "42P17":
      return 500;
  }
  const prefix = code.slice(0, 2);
  if (prefix === "08" || prefix === "53") return 503;
  if (prefix === "0L" || prefix === "0P" || prefix === "28") return 403;
  if (
    [
      "09",
      "25",
      "2D",
      "38",
      "39",
      "3B",
      "40",
      "54",
      "55",
      "57",
      "58",
      "F0",
      "HV",
      "P0",
      "XX",
    ].includes(prefix)
  ) {
    return 500;
  }
  return 400;
}

export function restErrorFromPostgres(error: PostgresErrorLike, anonymous: boolean): RestError {
  return new RestError(
    statusForSqlState(error.code, anonymous),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
