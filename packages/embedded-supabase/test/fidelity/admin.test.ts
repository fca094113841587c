import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { expectAnswer, testBackendForFile, uniqueEmail } from "../support/backend";

const backend = testBackendForFile(undefined, 90_000);

describe("auth admin: createUser", () => {
  it("creates a confirmed user who can sign in, with a users row from the metadata", async () => {
    const email = uniqueEmail("admin-create");
    const { data, error } = await backend()
      .service()
      .auth.admin.createUser({
        email,
        password: "secret-123",
        email_confirm: true,
        user_metadata: { full_name: "Meera Iyer" },
      });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe("Meera Iyer");

    const signIn = await backend()
      .anon()
      .auth.signInWithPassword({ email, password: "secret-123" });
    expect(signIn.error).toBeNull();
    const rows = await backend().standIn.query<{ name: string }>(
      "select name from public.users where uid = $1",
      [data.user!.id],
    );
    expect(rows).toEqual([{ name: "Meera Iyer" }]);
  });

  it("leaves an unconfirmed user unable to sign in", async () => {
    const email = uniqueEmail("admin-unconfirmed");
    const { error } = await backend().service().auth.admin.createUser({
      email,
      password: "secret-123",
    });
    expect(error).toBeNull();
    const signIn = await backend()
      .anon()
      .auth.signInWithPassword({ email, password: "secret-123" });
    expect(signIn.error?.code).toBe("email_not_confirmed");
  });

  it("refuses a registered e-mail, a short password and a bad address", async () => {
    const { email } = await backend().signedIn();
    const admin = backend().service().auth.admin;
    const taken = await admin.createUser({ email: email.toUpperCase(), password: "secret-123" });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe("email_exists");

    const weak = await admin.createUser({ email: uniqueEmail("weak"), password: "123" });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe("weak_password");

    const bad = await admin.createUser({ email: "not-an-address", password: "secret-123" });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe("validation_failed");
  });
});

describe("auth admin: createUser as GoTrue checks it", () => {
  it("refuses no address with 400, takes an empty password as none, and keeps a chosen id", async () => {
    const admin = backend().service().auth.admin;
    const nothing = await admin.createUser({ password: "secret-123" });
    expect(nothing.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Cannot create a user without either an email or phone",
    });

    const email = uniqueEmail("admin-nopass");
    const noPassword = await admin.createUser({ email, password: "", email_confirm: true });
    expect(noPassword.error).toBeNull();
    expect(noPassword.data.user?.email).toBe(email);

    const id = randomUUID();
    const chosen = await admin.createUser({ id, email: uniqueEmail("admin-id") });
    expect(chosen.error).toBeNull();
    expect(chosen.data.user?.id).toBe(id);
    const again = await admin.createUser({ id, email: uniqueEmail("admin-id-again") });
    // GoTrue answers 500 "Database error creating new user"; auth-js reports a 500 as retryable.
    expect(again.error?.status).toBe(500);
    expect(again.data.user).toBeNull();

    const badId = await admin.createUser({ id: "not-a-uuid", email: uniqueEmail("admin-bad-id") });
    expect(badId.error).toMatchObject({
      status: 400,
      message: "ID must conform to the uuid v4 format",
    });
  });
});

describe("auth admin: metadata as given", () => {
  it("stores user_metadata exactly as given, adding email_verified only on confirmation", async () => {
    const admin = backend().service().auth.admin;
    const plain = await admin.createUser({
      email: uniqueEmail("admin-meta"),
      password: "secret-123",
      user_metadata: { profile_image: "https://example.com/a.png" },
    });
    expect(plain.error).toBeNull();
    expect(plain.data.user?.user_metadata).toEqual({ profile_image: "https://example.com/a.png" });

    const updated = await admin.updateUserById(plain.data.user!.id, {
      user_metadata: { favorite_color: "yellow" },
    });
    expect(updated.data.user?.user_metadata).toEqual({
      profile_image: "https://example.com/a.png",
      favorite_color: "yellow",
    });

    const confirmed = await admin.updateUserById(plain.data.user!.id, { email_confirm: true });
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect(confirmed.data.user?.user_metadata.email_verified).toBe(true);

    const created = await admin.createUser({
      email: uniqueEmail("admin-meta-confirmed"),
      email_confirm: true,
      user_metadata: { full_name: "Devi Nair" },
    });
    expect(created.data.user?.user_metadata).toEqual({
      full_name: "Devi Nair",
      email_verified: true,
    });
  });
});

describe("auth admin: the secret key is required", () => {
  it("answers 403 not_admin to the publishable key and to a user's token", async () => {
    const anon = await backend().anon().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe("not_admin");

    const { client } = await backend().signedIn();
    const { data } = await client.auth.getSession();
    const response = await fetch(`${backend().standIn.url}/auth/v1/admin/users`, {
      headers: {
        apikey: backend().standIn.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
      },
    });
    await expectAnswer(response, 403, { code: "not_admin", msg: "User not allowed" });
  });

  it("answers 401 without a bearer token", async () => {
    const response = await fetch(`${backend().standIn.url}/auth/v1/admin/users`, {
      headers: { apikey: backend().standIn.anonKey },
    });
    await expectAnswer(response, 401, { code: "no_authorization" });
  });
});

describe("auth admin: listUsers, getUserById, updateUserById", () => {
  it("pages through users with the total and the page numbers", async () => {
    await backend().signedIn();
    await backend().signedIn();
    const admin = backend().service().auth.admin;
    const first = await admin.listUsers({ page: 1, perPage: 1 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(1);
    expect("total" in first.data && first.data.total).toBeGreaterThanOrEqual(2);
    expect("nextPage" in first.data && first.data.nextPage).toBe(2);
    const second = await admin.listUsers({ page: 2, perPage: 1 });
    expect(second.data.users[0]?.id).not.toBe(first.data.users[0]?.id);
  });

  it("refuses a page or per_page that is not a non-negative integer with 400", async () => {
    const list = (query: string) =>
      fetch(`${backend().standIn.url}/auth/v1/admin/users?${query}`, {
        headers: {
          apikey: backend().standIn.serviceRoleKey,
          authorization: `Bearer ${backend().standIn.serviceRoleKey}`,
        },
      });
    const negative = await list("page=-1&per_page=10");
    await expectAnswer(negative, 400, {
      code: "validation_failed",
      msg: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
    const zero = await list("per_page=0");
    await expectAnswer(zero, 400, {
      msg: "Bad Pagination Parameters: per_page must be greater than 0",
    });

    const { data, error } = await backend()
      .service()
      .auth.admin.listUsers({ page: -1, perPage: 10 });
    expect(error?.status).toBe(400);
    expect(data.users).toEqual([]);
  });

  it("reads a user by id and answers 404 for unknown or malformed ids", async () => {
    const { id, email } = await backend().signedIn();
    const admin = backend().service().auth.admin;
    const found = await admin.getUserById(id);
    expect(found.data.user?.email).toBe(email);

    const missing = await admin.getUserById("00000000-0000-4000-8000-000000000000");
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe("user_not_found");
    const malformed = await fetch(`${backend().standIn.url}/auth/v1/admin/users/nope`, {
      headers: {
        apikey: backend().standIn.serviceRoleKey,
        authorization: `Bearer ${backend().standIn.serviceRoleKey}`,
      },
    });
    await expectAnswer(malformed, 404, { msg: "user_id must be an UUID" });
  });

  it("updates metadata (merged), password and e-mail; the users row follows", async () => {
    const { id } = await backend().signedIn("Old Name");
    const admin = backend().service().auth.admin;
    const email = uniqueEmail("renamed");
    const { data, error } = await admin.updateUserById(id, {
      email,
      password: "another-secret",
      user_metadata: { full_name: "New Name", city: "Pune" },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ full_name: "New Name", city: "Pune" });
    expect(data.user?.user_metadata.sub).toBe(id);

    const rows = await backend().standIn.query(
      "select name, email from public.users where uid = $1",
      [id],
    );
    expect(rows).toEqual([{ name: "New Name", email }]);
    const signIn = await backend()
      .anon()
      .auth.signInWithPassword({ email, password: "another-secret" });
    expect(signIn.error).toBeNull();
  });

  it("refuses an e-mail another user has", async () => {
    const { id } = await backend().signedIn();
    const other = await backend().signedIn();
    const { error } = await backend().service().auth.admin.updateUserById(id, {
      email: other.email,
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("email_exists");
  });
});

describe("auth admin: deleteUser", () => {
  it("removes the user, the users row and every session", async () => {
    const { id, email, password, client } = await backend().signedIn();
    const admin = backend().service().auth.admin;
    const { error } = await admin.deleteUser(id);
    expect(error).toBeNull();

    expect(
      await backend().standIn.query("select 1 from public.users where uid = $1", [id]),
    ).toEqual([]);
    expect(
      await backend().standIn.query("select 1 from auth.sessions where user_id = $1", [id]),
    ).toEqual([]);
    const user = await client.auth.getUser();
    expect(user.error?.status).toBe(403);
    const signIn = await backend().anon().auth.signInWithPassword({ email, password });
    expect(signIn.error?.code).toBe("invalid_credentials");

    const again = await admin.deleteUser(id);
    expect(again.error?.status).toBe(404);
    expect(again.error?.code).toBe("user_not_found");
  });

  it("frees the e-mail for a new sign-up", async () => {
    const { id, email } = await backend().signedIn();
    await backend().service().auth.admin.deleteUser(id);
    const { data, error } = await backend()
      .anon()
      .auth.signUp({ email, password: "fresh-start-1" });
    expect(error).toBeNull();
    expect(data.user?.id).not.toBe(id);
  });
});
