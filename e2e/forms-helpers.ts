import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

/**
 * Reads the form tables through the e2e backend's REST API as the service role, with the key the
 * launcher announced in `<E2E_DATA_DIR>.ready.json`. Test-only: nothing in the site changes.
 */
type Ready = { url: string; serviceRoleKey: string };

let ready: Promise<Ready> | undefined;

export function backend(): Promise<Ready> {
  ready ??= readFile(`${process.env.E2E_DATA_DIR ?? ".data/e2e"}.ready.json`, "utf8").then(
    (text) => JSON.parse(text) as Ready,
  );
  return ready;
}

export type ContactRow = {
  name: string;
  email: string;
  subject: string;
  message: string;
  client_ip: string | null;
};
export type SubscriptionRow = { email: string; source: string };

/** Rows of a table matching a PostgREST filter query, e.g. `email=eq.a@b.c`. */
export async function rows<T>(table: string, filter = ""): Promise<T[]> {
  const { url, serviceRoleKey } = await backend();
  const response = await fetch(`${url}/rest/v1/${table}?select=*&${filter}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`reading ${table}: ${response.status}`);
  return (await response.json()) as T[];
}

/** A client address of its own, so each test has its own rate-limit buckets. */
export function uniqueIp(): string {
  const hex = randomUUID().replaceAll("-", "");
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}::1`;
}

export function uniqueAddress(prefix = "form"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Base URLs of the second app process (same database) and the one with its backend down. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const SECOND_SERVER = `http://127.0.0.1:${Number(process.env.E2E_PORT_2 ?? port + 1)}`;
export const DOWN_SERVER = `http://127.0.0.1:${Number(process.env.E2E_PORT_DOWN ?? port + 2)}`;
/** The contact webhook's receiver (e2e/webhook-receiver.mjs), started beside the app. */
export const WEBHOOK_RECEIVER = `http://127.0.0.1:${Number(process.env.E2E_WEBHOOK_PORT ?? port + 5)}`;

/** The auth user with this e-mail as the admin API shows it, or null. */
export async function authUser(
  email: string,
): Promise<{ id: string; email: string; user_metadata: Record<string, unknown> } | null> {
  const { url, serviceRoleKey } = await backend();
  const response = await fetch(`${url}/auth/v1/admin/users?per_page=1000`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`listing users: ${response.status}`);
  const { users } = (await response.json()) as {
    users: { id: string; email: string; user_metadata: Record<string, unknown> }[];
  };
  return users.find((user) => user.email === email) ?? null;
}
