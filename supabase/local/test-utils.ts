import { createClient } from "@supabase/supabase-js";
import type { SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";

import { seedDemoNews } from "../seed/seed-news";
import { startStandIn } from "./server";
import type { RequestLog, StandIn, StandInOptions } from "./server";

export interface TestBackend {
  standIn: StandIn;
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
    throw new Error("realtime is not used by the stand-in tests");
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
    /** Superuser URL of the run's throw-away PostgreSQL server (STANDIN_ENGINE=postgres). */
    postgresUrl: string | undefined;
  }
}

/** The engine the backend suites run on: env STANDIN_ENGINE, `pglite` (default) or `postgres`. */
export function testEngine(): "pglite" | "postgres" {
  return process.env.STANDIN_ENGINE === "postgres" ? "postgres" : "pglite";
}

async function onServer(sql: string): Promise<void> {
  const url = inject("postgresUrl");
  if (!url) throw new Error("STANDIN_ENGINE=postgres needs the vitest globalSetup's server");
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
  const name = `standin_${randomUUID().replaceAll("-", "")}`;
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
  passwordFailures: 0,
  emailSent: 0,
  emailMaxFrequency: 0,
  tokenVerifications: 0,
};

export interface TestBackendOptions extends StandInOptions {
  /** Seed today's demo news items. Default: on unless env STANDIN_SEED_NEWS=0. */
  seedNews?: boolean;
}

/** A stand-in on a throw-away database of the engine under test, on a free port. */
export async function startTestBackend({
  seedNews,
  ...given
}: TestBackendOptions = {}): Promise<TestBackend> {
  const options: StandInOptions = {
    ...given,
    seed:
      given.seed ??
      ((seedNews ?? process.env.STANDIN_SEED_NEWS !== "0") ? seedDemoNews : undefined),
    authRateLimits: { ...NO_AUTH_RATE_LIMITS, ...given.authRateLimits },
  };
  let standIn: StandIn;
  if (testEngine() === "postgres" && !options.databaseUrl) {
    const database = await createTestDatabase();
    try {
      standIn = await startStandIn({ port: 0, ...options, databaseUrl: database.url });
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
    standIn = await startStandIn({ dataDir: "memory://", port: 0, ...options });
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
 * Starts a backend before the tests of the file that calls it and closes it after them. The
 * returned function hands it to the tests and to `beforeAll` hooks registered after this call.
 */
export function testBackendForFile(
  options?: TestBackendOptions,
  timeoutMs = 30_000,
): () => TestBackend {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend(options);
  }, timeoutMs);
  afterAll(async () => {
    await backend?.standIn.close();
  });
  return () => {
    if (!backend) throw new Error("The test backend is only there once beforeAll has run.");
    return backend;
  };
}
