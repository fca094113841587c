/**
 * The one error body every route handler answers with:
 * `{ error: { code, message, fields?, reference } }`. `code` is what clients decide on; `message`
 * is for people and may change; `fields` holds the messages of each invalid field; `reference` is
 * the request's id, which finds its log lines.
 */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]>; reference?: string };
};

/** The `code` of an error body, or null when the body is not one. */
export function errorCode(body: unknown): string | null {
  const code = (body as Partial<ErrorBody> | null)?.error?.code;
  return typeof code === "string" ? code : null;
}
