import { CHALLENGE_HEADER, PROOF_FIELDS, solveProof } from "@/lib/forms/proof";
import { errorCode } from "@/lib/http/error-body";

export type FieldErrors = Record<string, string[]>;

export type PostJsonResult =
  { ok: true } | { ok: false; code: string | null; fieldErrors: FieldErrors };

/**
 * POSTs `payload` as JSON. Never throws: a network failure or a non-2xx answer is `ok: false`,
 * with the `code` and field errors of an `{ error: { code, fields } }` body when the server sent
 * them (`code` is null for a network failure or another body). A 428 with a challenge (the site
 * busier than normal) is solved and the post sent once more with its proof.
 */
export async function postJson(url: string, payload: unknown): Promise<PostJsonResult> {
  const first = await send(url, payload);
  const challenge =
    first.response?.status === 428 ? first.response.headers.get(CHALLENGE_HEADER) : null;
  if (!challenge || typeof payload !== "object" || payload === null)
    return answerOf(first.response);
  const nonce = await solveProof(challenge);
  if (nonce === null) return answerOf(first.response);
  const second = await send(url, {
    ...payload,
    [PROOF_FIELDS.token]: challenge,
    [PROOF_FIELDS.nonce]: nonce,
  });
  return answerOf(second.response);
}

async function send(url: string, payload: unknown): Promise<{ response: Response | null }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    return { response };
  } catch {
    return { response: null };
  }
}

async function answerOf(response: Response | null): Promise<PostJsonResult> {
  if (!response) return { ok: false, code: null, fieldErrors: {} };
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
