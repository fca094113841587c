/**
 * The one error body every route handler answers with: `{ error: { code, message, fields? } }`.
 * `code` is what clients decide on; `message` is for people and may change; `fields` holds the
 * messages of each invalid field.
 */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]> };
};

export function jsonError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
  headers?: HeadersInit,
): Response {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return Response.json(body, { status, headers });
}

/** The `code` of an error body, or null when the body is not one. */
export function errorCode(body: unknown): string | null {
  const code = (body as Partial<ErrorBody> | null)?.error?.code;
  return typeof code === "string" ? code : null;
}
