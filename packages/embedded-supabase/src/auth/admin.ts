import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import {
  hasValue,
  parseEmail,
  readJsonObject,
  requireBearerToken,
  UUID_PATTERN,
  validationError,
} from "./input";
import {
  EMAIL_PROVIDER_METADATA,
  emailIdentityClaims,
  markEmailConfirmed,
  userJson,
} from "./users";
import type { EmailUserRow, UserRow } from "./users";
import type { Database, Transaction } from "../db/database";
import { AuthApiError, isPostgresError } from "../http/errors";
import { bearerToken, isObject, sendJson } from "../http/http";
import { nowSeconds, verifyJwt } from "../jwt/tokens";
import type { SigningKeys } from "../jwt/keys";
import { hash } from "./password-hashing";

const BCRYPT_COST = 10;
const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

type Metadata = Record<string, unknown>;

export interface NewUser {
  /** The account's id when the admin API is given one; else a new one. */
  id?: string;
  email: string;
  password?: string;
  confirmed: boolean;
  userMetadata?: Metadata;
  appMetadata?: Metadata;
  /** Copy the e-mail identity's claims into user_metadata, as `/signup` and `/otp` do. */
  identityClaims?: boolean;
}

/** Checks a new password against the project's rules, with GoTrue's codes and texts. */
export function checkNewPassword(
  password: unknown,
  minimumLength: number,
  missingMessage: string,
): string {
  if (typeof password !== "string" || password === "") throw validationError(422, missingMessage);
  if ([...password].length < minimumLength) {
    const message = `Password should be at least ${minimumLength} characters.`;
    throw new AuthApiError(422, "weak_password", message, {
      weak_password: { reasons: ["length"] },
    });
  }
  if (Buffer.byteLength(password) > 72) {
    throw validationError(422, "Password cannot be longer than 72 characters");
  }
  return password;
}

export function emailExists(): AuthApiError {
  return new AuthApiError(
    422,
    "email_exists",
    "A user with this email address has already been registered",
  );
}

/** Inserts an e-mail user the way GoTrue does (metadata, provider, the users trigger fires). */
export async function insertUser(tx: Transaction, user: NewUser): Promise<EmailUserRow> {
  const taken = await tx.query("select 1 from auth.users where lower(email) = $1", [user.email]);
  if (taken.rows.length > 0) throw emailExists();
  if (user.id) {
    const idTaken = await tx.query("select 1 from auth.users where id = $1", [user.id]);
    // GoTrue's answer when the insert fails.
    if (idTaken.rows.length > 0) {
      throw new AuthApiError(500, "unexpected_failure", "Database error creating new user");
    }
  }
  const id = user.id ?? randomUUID();
  const passwordHash = user.password ? await hash(user.password, BCRYPT_COST) : null;
  try {
    return (
      await tx.query<EmailUserRow>(
        `insert into auth.users
           (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, $3, case when $4 then now() end, $5, $6)
         returning *`,
        [
          id,
          user.email,
          passwordHash,
          user.confirmed,
          JSON.stringify({ ...EMAIL_PROVIDER_METADATA, ...user.appMetadata }),
          JSON.stringify(
            user.identityClaims
              ? { ...user.userMetadata, ...emailIdentityClaims(id, user.email, user.confirmed) }
              : // The admin API and invitations store the metadata given; confirming adds
                // email_verified, as GoTrue's confirmation does.
                { ...user.userMetadata, ...(user.confirmed ? { email_verified: true } : {}) },
          ),
        ],
      )
    ).rows[0]!;
  } catch (error) {
    if (isPostgresError(error)) {
      if (error.code === "23505") throw emailExists();
      throw new AuthApiError(500, "unexpected_failure", "Database error saving new user");
    }
    throw error;
  }
}

function optionalMetadata(value: unknown, name: string): Metadata | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw validationError(400, `${name} must be a JSON object`);
  return value;
}

/** An id given to `POST /admin/users`, checked as GoTrue checks it. */
function chosenId(value: unknown): string {
  if (typeof value !== "string" || !UUID_PATTERN.test(value)) {
    throw validationError(400, "ID must conform to the uuid v4 format");
  }
  if (/^[0-]+$/.test(value)) throw validationError(400, "ID cannot be a nil uuid");
  return value.toLowerCase();
}

function badPagination(reason: string): AuthApiError {
  return validationError(400, `Bad Pagination Parameters: ${reason}`);
}

/** A non-negative integer query parameter, as GoTrue parses `page` and `per_page`. */
function pageParameter(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return undefined;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw badPagination(`strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  }
  return Number(raw);
}

function userNotFound(): AuthApiError {
  return new AuthApiError(404, "user_not_found", "User not found");
}

export interface AdminDeps {
  db: Database;
  keys: SigningKeys;
  minimumPasswordLength: number;
  /** `POST /admin/generate_link` (`generate-link.ts`). */
  generateLink?: (req: IncomingMessage, url: URL) => Promise<unknown>;
  /** `POST /invite` (`invite.ts`). */
  invite?: (req: IncomingMessage, url: URL) => Promise<unknown>;
}

/** Whether the request carries the service role's (or another admin role's) bearer token. */
export function hasAdminCredentials(keys: SigningKeys, req: IncomingMessage): boolean {
  const token = bearerToken(req);
  const result = token ? verifyJwt(keys, token, nowSeconds()) : null;
  return result?.ok === true && ADMIN_ROLES.has(String(result.claims.role));
}

function requireAdmin(deps: AdminDeps, req: IncomingMessage) {
  const token = requireBearerToken(req);
  const result = verifyJwt(deps.keys, token, nowSeconds());
  if (!result.ok) {
    throw new AuthApiError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
  }
  if (typeof result.claims.role !== "string" || !ADMIN_ROLES.has(result.claims.role)) {
    throw new AuthApiError(403, "not_admin", "User not allowed");
  }
}

async function loadUser(deps: AdminDeps, tx: Transaction, id: string): Promise<UserRow> {
  if (!UUID_PATTERN.test(id)) {
    throw new AuthApiError(404, "validation_failed", "user_id must be an UUID");
  }
  const user = (await tx.query<UserRow>("select * from auth.users where id = $1", [id])).rows[0];
  if (!user) throw userNotFound();
  return user;
}

async function listUsers(deps: AdminDeps, res: ServerResponse, url: URL) {
  const page = Math.max(1, pageParameter(url, "page") ?? 1);
  const perPage = Math.min(MAX_PER_PAGE, pageParameter(url, "per_page") ?? DEFAULT_PER_PAGE);
  if (perPage === 0) throw badPagination("per_page must be greater than 0");
  const { users, total } = await deps.db.transaction(async (tx) => {
    const count = await tx.query<{ total: number }>(
      "select count(*)::int as total from auth.users",
    );
    const rows = await tx.query<UserRow>(
      "select * from auth.users order by created_at desc, id limit $1 offset $2",
      [perPage, (page - 1) * perPage],
    );
    return { users: rows.rows, total: count.rows[0]!.total };
  });
  // supabase-js reads the page numbers from these two headers.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (n: number, rel: string) =>
    `</admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
  const links = [link(lastPage, "last")];
  if (page < lastPage) links.unshift(link(page + 1, "next"));
  sendJson(
    res,
    200,
    { users: users.map((user) => userJson(user)), aud: "authenticated" },
    { "X-Total-Count": String(total), Link: links.join(", ") },
  );
}

async function createUser(deps: AdminDeps, req: IncomingMessage) {
  const body = await readJsonObject(req);
  if (!hasValue(body.email) && !hasValue(body.phone)) {
    throw validationError(400, "Cannot create a user without either an email or phone");
  }
  const email = parseEmail(body.email, "Unable to validate email address: invalid format");
  // An empty password is none: GoTrue gives such an account a random one.
  const password = hasValue(body.password)
    ? checkNewPassword(body.password, deps.minimumPasswordLength, "Password cannot be empty")
    : undefined;
  const id = hasValue(body.id) ? chosenId(body.id) : undefined;
  const user = await deps.db.transaction((tx) =>
    insertUser(tx, {
      id,
      email,
      password,
      confirmed: body.email_confirm === true,
      userMetadata: optionalMetadata(body.user_metadata ?? body.data, "user_metadata"),
      appMetadata: optionalMetadata(body.app_metadata, "app_metadata"),
    }),
  );
  return userJson(user);
}

async function updateUser(deps: AdminDeps, req: IncomingMessage, id: string) {
  const body = await readJsonObject(req);
  const email =
    body.email === undefined ? undefined : parseEmail(body.email, "Email cannot be empty");
  const password =
    body.password === undefined
      ? undefined
      : checkNewPassword(body.password, deps.minimumPasswordLength, "Password cannot be empty");
  const userMetadata = optionalMetadata(body.user_metadata, "user_metadata");
  const appMetadata = optionalMetadata(body.app_metadata, "app_metadata");
  const passwordHash = password === undefined ? undefined : await hash(password, BCRYPT_COST);
  return deps.db.transaction(async (tx) => {
    const user = await loadUser(deps, tx, id);
    if (email !== undefined && email !== user.email) {
      const taken = await tx.query(
        "select 1 from auth.users where lower(email) = $1 and id <> $2",
        [email, id],
      );
      if (taken.rows.length > 0) throw emailExists();
      await tx.query("update auth.users set email = $2 where id = $1", [id, email]);
    }
    if (passwordHash !== undefined) {
      await tx.query("update auth.users set encrypted_password = $2 where id = $1", [
        id,
        passwordHash,
      ]);
    }
    // GoTrue merges admin metadata updates key by key, like the user's own update.
    if (userMetadata) {
      await tx.query(
        "update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1",
        [id, JSON.stringify(userMetadata)],
      );
    }
    if (appMetadata) {
      await tx.query(
        "update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where id = $1",
        [id, JSON.stringify(appMetadata)],
      );
    }
    if (body.email_confirm === true) {
      await markEmailConfirmed(tx, id);
    }
    const updated = (
      await tx.query<UserRow>(
        "update auth.users set updated_at = now() where id = $1 returning *",
        [id],
      )
    ).rows[0]!;
    return userJson(updated);
  });
}

async function deleteUser(deps: AdminDeps, id: string) {
  await deps.db.transaction(async (tx) => {
    await loadUser(deps, tx, id);
    // Sessions, refresh tokens, one-time tokens and public.users go with it (on delete cascade).
    await tx.query("delete from auth.users where id = $1", [id]);
  });
  return {};
}

/** GoTrue's `/admin/*` routes and `/invite`; the secret key is required. */
export function createAdminHandler(deps: AdminDeps) {
  const { generateLink, invite } = deps;
  return async function handleAdmin(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    requireAdmin(deps, req);
    const method = req.method ?? "GET";
    if (path === "/admin/users") {
      if (method === "GET") return listUsers(deps, res, url);
      if (method === "POST") return sendJson(res, 200, await createUser(deps, req));
    }
    const match = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (match) {
      const id = decodeURIComponent(match[1]!);
      if (method === "GET")
        return sendJson(
          res,
          200,
          userJson(await deps.db.transaction((tx) => loadUser(deps, tx, id))),
        );
      if (method === "PUT") return sendJson(res, 200, await updateUser(deps, req, id));
      if (method === "DELETE") return sendJson(res, 200, await deleteUser(deps, id));
    }
    if (method === "POST" && path === "/invite" && invite) {
      return sendJson(res, 200, await invite(req, url));
    }
    if (method === "POST" && path === "/admin/generate_link" && generateLink) {
      return sendJson(res, 200, await generateLink(req, url));
    }
    throw new AuthApiError(404, "not_found", "Unhandled request");
  };
}
