/**
 * The embedded backend: a Supabase-compatible server (GoTrue's `/auth/v1` and PostgREST's
 * `/rest/v1`) over PGlite or PostgreSQL. Everything outside the package imports from here, or
 * from `@gurukul/embedded-supabase/testing` in tests.
 */
export { startEmbeddedBackend } from "./server";
export type { EmbeddedBackend, RequestLog } from "./server";
export type { EmbeddedBackendOptions, TxEnd } from "./config/options";
export type { AuthRateLimits } from "./auth/limits";
export type { RestLimits } from "./rest/limits";
export type { MailKind, MailMessage } from "./mail/types";
export type { MailboxMessage } from "./mail/mailbox";
export type { JwtClaims } from "./jwt/tokens";
export { openDatabase } from "./db/database";
export type { Database, OpenDatabaseOptions, Transaction } from "./db/database";
