export const REQUEST_ID_HEADER: "x-request-id";
export const PROXY_MARK_HEADER: "x-real-ip";
export function resolveRequestId(
  get: (name: string) => string | null | undefined,
  options?: { onVercel?: boolean },
): string;
