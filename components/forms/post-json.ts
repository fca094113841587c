import { errorCode } from "@/lib/http/error-body";

export type FieldErrors = Record<string, string[]>;

export type PostJsonResult =
  { ok: true } | { ok: false; code: string | null; fieldErrors: FieldErrors };

/**
 * POSTs `payload` as JSON. Never throws: a network failure or a non-2xx answer is `ok: false`,
 * with the `code` and field errors of an `{ error: { code, fields } }` body when the server sent
 * them (`code` is null for a network failure or another body).
 */
export async function postJson(url: string, payload: unknown): Promise<PostJsonResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, code: null, fieldErrors: {} };
  }
  if (response.ok) return { ok: true };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return { ok: false, code: errorCode(body), fieldErrors: readFieldErrors(body) };
}

function readFieldErrors(body: unknown): FieldErrors {
  const fields = isRecord(body) && isRecord(body.error) ? body.error.fields : undefined;
  if (!isRecord(fields)) return {};

  const fieldErrors: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (!Array.isArray(messages)) continue;
    const texts = messages.filter((message): message is string => typeof message === "string");
    if (texts.length > 0) fieldErrors[name] = texts;
  }
  return fieldErrors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
