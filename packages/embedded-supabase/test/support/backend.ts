import { createClient } from "@supabase/supabase-js";
import type { SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, inject } from "vitest";

import type { EmbeddedBackendOptions } from "../../src/config/options";
import { startEmbeddedBackend } from "../../src/server";
import type { EmbeddedBackend, RequestLog } from "../../src/server";

/**
 * The test helpers of the embedded backend (`@gurukul/embedded-supabase/testing`): a backend on a
 * throw-away database of the engine under test, and supabase-js clients for it. For Vitest only.
 */

export interface TestBackend {
  standIn: EmbeddedBackend;
  requests: RequestLog[];
  anon(headers?: Record<string, string>): SupabaseClient;
  service(headers?: Record<string, string>): SupabaseClient;
  /** A client signed in as a fresh user. */
  signedIn(
    name?: string,
  ): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>;
}

// Node 20 has no global WebSocket and realtime-js refuses to construct without one; these tests
// never open a realtime channel.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the embedded backend's tests");
  }
}

export function client(
  url: string,
  key: string,
  headers: Record<string, string> = {},
  flowType: "implicit" | "pkce" = "implicit",
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    global: { headers },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the run's throw-away PostgreSQL server (the `postgres` project's). */
    postgresUrl: string | undefined;
    /** The Supabase CLI project folder (`supabase/` below it) when not the working directory. */
    supabaseWorkdir: string | undefined;
  }
}

/**
 * The engine the suites run on: `postgres` in a Vitest project whose global setup started a
 * PostgreSQL server (test/support/postgres-global-setup.ts), else `pglite`.
 */
export function testEngine(): "pglite" | "postgres" {
  return inject("postgresUrl") ? "postgres" : "pglite";
}

async function onServer(sql: string): Promise<void> {
  const url = inject("postgresUrl");
  if (!url) throw new Error("the postgres engine needs the Vitest global setup's server");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the run's PostgreSQL server, so each backend starts from the platform
 * bootstrap as a fresh PGlite would. `drop()` removes it.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `embedded_${randomUUID().replaceAll("-", "")}`;
  await onServer(`create database ${name}`);
  const url = new URL(inject("postgresUrl")!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

/** Auth throttles off, so tests creating many users from one address are not refused. */
export const NO_AUTH_RATE_LIMITS = {
  signInSignUps: 0,
  signUpsSiteWide: 0,
  passwordFailures: 0,
  wrongPasswords: 0,
  emailSent: 0,
  emailMaxFrequency: 0,
  emailSentSiteWide: 0,
  emailsPerRecipient: 0,
  tokenVerifications: 0,
  userUpdates: 0,
  smsSent: 0,
  smsSentSiteWide: 0,
  smsPerNumber: 0,
};

export type TestBackendOptions = EmbeddedBackendOptions;

/** An embedded backend on a throw-away database of the engine under test, on a free port. */
export async function startTestBackend(given: TestBackendOptions = {}): Promise<TestBackend> {
  const options: EmbeddedBackendOptions = {
    workdir: inject("supabaseWorkdir"),
    ...given,
    authRateLimits: { ...NO_AUTH_RATE_LIMITS, ...given.authRateLimits },
  };
  let standIn: EmbeddedBackend;
  if (testEngine() === "postgres" && !options.databaseUrl) {
    const database = await createTestDatabase();
    try {
      standIn = await startEmbeddedBackend({ port: 0, ...options, databaseUrl: database.url });
    } catch (error) {
      await database.drop();
      throw error;
    }
    const close = standIn.close;
    standIn.close = async () => {
      await close();
      await database.drop();
    };
  } else {
    standIn = await startEmbeddedBackend({ dataDir: "memory://", port: 0, ...options });
  }
  const requests: RequestLog[] = [];
  standIn.onRequest((entry) => requests.push(entry));
  const backend: TestBackend = {
    standIn,
    requests,
    anon: (headers) => client(standIn.url, standIn.anonKey, headers),
    service: (headers) => client(standIn.url, standIn.serviceRoleKey, headers),
    async signedIn(name = "Test User") {
      const email = uniqueEmail();
      const password = "correct-horse-1";
      const supabase = backend.anon();
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: { data: { full_name: name } },
      });
      if (error || !data.user || !data.session)
        throw error ?? new Error("signUp returned no session");
      return { client: supabase, id: data.user.id, email, password };
    },
  };
  return backend;
}

/**
 * Starts a backend with `start` before the tests of the file that calls it and closes it after
 * them. The returned function hands it to the tests and to `beforeAll` hooks registered after
 * this call.
 */
export function backendForFile(
  start: () => Promise<TestBackend>,
  timeoutMs = 30_000,
): () => TestBackend {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await start();
  }, timeoutMs);
  afterAll(async () => {
    await backend?.standIn.close();
  });
  return () => {
    if (!backend) throw new Error("The test backend is only there once beforeAll has run.");
    return backend;
  };
}

/** `backendForFile` with the project's own schema (`startTestBackend`). */
export function testBackendForFile(
  options?: TestBackendOptions,
  timeoutMs = 30_000,
): () => TestBackend {
  return backendForFile(() => startTestBackend(options), timeoutMs);
}

/**
 * Expects `response` to answer `status` with a JSON body holding `body`'s fields; a failure shows
 * the status and the whole body together.
 */
export async function expectAnswer(
  response: Response,
  status: number,
  body: Record<string, unknown>,
): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toMatchObject({ status, body });
}
