import type { IncomingMessage } from "node:http";

import { AuthApiError } from "../http/errors";
import { bearerToken, isObject, readBody } from "../http/http";

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a body field is given: present and neither null nor empty. */
export function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

/** The body's `data` (user metadata): an object, or undefined when absent or null. */
export function dataObject(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw validationError(400, "data must be a JSON object");
  return value;
}

export function validationError(status: number, message: string): AuthApiError {
  return new AuthApiError(status, "validation_failed", message);
}

/** The `Authorization: Bearer …` token GoTrue's protected endpoints refuse to go without. */
export function requireBearerToken(req: IncomingMessage): string {
  const token = bearerToken(req);
  if (!token) {
    throw new AuthApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  }
  return token;
}

export function parseEmail(value: unknown, missingMessage: string): string {
  if (typeof value !== "string" || value.trim() === "") throw validationError(422, missingMessage);
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw validationError(400, "Unable to validate email address: invalid format");
  }
  return email;
}

export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AuthApiError(400, "bad_json", "Could not parse request body as JSON");
  }
  if (!isObject(body))
    throw new AuthApiError(400, "bad_json", "Request body must be a JSON object");
  return body;
}
