import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

/**
 * Accounts with a mobile number and no e-mail address: 20261202100000_accounts_by_mobile_number.sql.
 * The rows are written as GoTrue writes them (a phone sign-up stores the number without its `+`
 * and confirms it when the code is verified).
 */

const backend = testBackendForFile();

const newNumber = () => `9198${String(randomInt(10_000_000, 99_999_999))}`;

async function phoneSignUp(phone: string, metadata: object = {}) {
  const id = randomUUID();
  await backend().standIn.query(
    `insert into auth.users (id, aud, role, phone, raw_user_meta_data, created_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, now())`,
    [id, phone, JSON.stringify(metadata)],
  );
  return id;
}

type Row = Record<string, unknown>;
const query = (sql: string, params: unknown[]) => backend().standIn.query<Row>(sql, params);

describe("a phone-only account", () => {
  it("gets a profile row with a placeholder name, then the name it is given", async () => {
    const id = await phoneSignUp(newNumber());

    expect(await query("select name, email from public.users where uid = $1", [id])).toEqual([
      { name: "Member", email: null },
    ]);
    await query(
      `update auth.users set raw_user_meta_data = '{"full_name":"Asha Rao"}' where id = $1`,
      [id],
    );
    const [row] = await query("select name from public.users where uid = $1", [id]);
    expect(row?.name).toBe("Asha Rao");
  });

  it("records consent to the notice version under the number, confirmed with the number", async () => {
    const phone = newNumber();
    const id = await phoneSignUp(phone, {
      consent: { notice_version: "2026-11", page: "/login" },
    });
    const consent = () =>
      query(
        "select email, phone, notice_version, page, confirmed_at from public.consent_records where user_id = $1",
        [id],
      );
    expect(await consent()).toEqual([
      { email: null, phone, notice_version: "2026-11", page: "/login", confirmed_at: null },
    ]);

    await query("update auth.users set phone_confirmed_at = now() where id = $1", [id]);
    expect((await consent())[0]?.confirmed_at).toBeInstanceOf(Date);
  });

  it("keeps the account through retention once its number is confirmed", async () => {
    const id = await phoneSignUp(newNumber());
    await query(
      "update auth.users set phone_confirmed_at = now(), created_at = now() - interval '8 days' where id = $1",
      [id],
    );

    const unconfirmed = await phoneSignUp(newNumber());
    await query("update auth.users set created_at = now() - interval '8 days' where id = $1", [
      unconfirmed,
    ]);
    await query("select * from public.enforce_retention()", []);
    const left = await query("select id from auth.users where id = any($1)", [[id, unconfirmed]]);
    expect(left).toEqual([{ id }]);
  });
});
