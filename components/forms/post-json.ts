export type FieldErrors = Record<string, string[]>;

export type PostJsonResult = { ok: true } | { ok: false; fieldErrors: FieldErrors };

/**
 * POSTs `payload` as JSON. Never throws: a network failure or a non-2xx answer is `ok: false`,
 * with the field errors of an `{ error: { fields } }` body when the server sent them.
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
    return { ok: false, fieldErrors: {} };
  }
  if (response.ok) return { ok: true };
  return { ok: false, fieldErrors: await readFieldErrors(response) };
}

async function readFieldErrors(response: Response): Promise<FieldErrors> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return {};
  }
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
