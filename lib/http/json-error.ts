import type { ErrorBody } from "@/lib/http/error-body";
import { requestIdOf } from "@/lib/http/request-context";

/** A route handler's error answer (see `ErrorBody`), with the request's id as its reference. */
export function jsonError(
  request: Request,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
  headers?: HeadersInit,
): Response {
  const reference = requestIdOf(request.headers, new URL(request.url).pathname);
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}), reference } };
  return Response.json(body, { status, headers });
}
