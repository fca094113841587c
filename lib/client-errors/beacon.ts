// What the error page loads to report what it caught; kept free of any library, since every page
// loads the error boundary. The schema the endpoint checks is `report.ts`.

/** Where browsers send their errors (`navigator.sendBeacon`). */
export const CLIENT_ERRORS_PATH = "/api/client-errors";

type Report = {
  kind: "error" | "unhandledrejection" | "boundary";
  message: string;
  stack?: string;
  page: string;
};

/** A reference for an error caught in the browser, shown on the page and sent with the report. */
export function newReference(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Sends a report without waiting for it: a beacon outlives the page. */
export function sendClientError(report: Report & { reference: string }): void {
  navigator.sendBeacon?.(CLIENT_ERRORS_PATH, JSON.stringify(report));
}
