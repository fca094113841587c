import { z } from "@/lib/validations/zod";

/** The largest report read, in bytes: a message and a trimmed stack fit easily. */
export const MAX_REPORT_BYTES = 8 * 1024;

/**
 * Reports logged per client network, and in all, per minute. The database holds both across every
 * app process (`public.admit_client_error_report`, the `client_error` row of
 * `private.rate_limit_ceilings`); these figures say so to the visitor and bound each process on
 * its own while the database is out of reach.
 */
export const CLIENT_ERROR_LIMITS = { perClient: 10, siteWide: 300, windowMs: 60_000 };

/**
 * What a page sends: how the error surfaced, its message and stack, the page's path and, from
 * the error page, the reference it showed. Over-long text is cut rather than refused.
 */
export const clientErrorSchema = z.object({
  kind: z.enum(["error", "unhandledrejection", "boundary"]),
  message: z.string().transform((text) => text.slice(0, 1000)),
  stack: z
    .string()
    .optional()
    .transform((text) => text?.slice(0, 4000) || undefined),
  page: z
    .string()
    .startsWith("/")
    .transform((path) => path.split(/[?#]/)[0]!.slice(0, 300)),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
