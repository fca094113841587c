export const REQUEST_ID_HEADER: "x-request-id";
export function resolveRequestId(
  get: (name: string) => string | null | undefined,
  options?: { onVercel?: boolean },
): string;
