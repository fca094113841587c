// Rows for the scale bench, written straight into PostgreSQL with `generate_series`: every table the
// measured request paths read or write that grows in production, each filled with `count` rows
// shaped as the site and its backend write them (addresses, tokens, times spread over the past).
import bcrypt from "bcryptjs";
import pg from "pg";

import { log } from "./processes.mjs";

/** A bcrypt hash of cost 10, as the backend stores a password; nobody signs in as these rows. */
const PASSWORD_HASH = bcrypt.hashSync("not-a-real-password", 10);

/**
 * One statement per table, in dependency order. `$1` is the row count, `$2` a password hash. Inserting into auth.users
 * fires the schema's own triggers, which write the `public.users` row and the account's consent
 * record, as a sign-up does.
 */
const TABLES = [
  {
    table: "auth.users (with public.users and consent_records by trigger)",
    withHash: true,
    sql: `insert into auth.users (
            instance_id, aud, role, email, encrypted_password, email_confirmed_at,
            confirmation_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
            created_at, updated_at
          )
          select '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
                 format('member-%s@example.com', i), $2,
                 case when i % 10 = 0 then null else joined + interval '3 minutes' end,
                 joined, joined + interval '1 day',
                 '{"provider":"email","providers":["email"]}'::jsonb,
                 jsonb_build_object(
                   'full_name', format('Member %s', i),
                   'consent', jsonb_build_object('notice_version', '2026-11-01', 'page', '/signup')
                 ),
                 joined, joined
          from generate_series(1, $1) as i,
               lateral (select now() - (i % 720) * interval '1 day' - (i % 1440) * interval '1 minute') as t(joined)`,
  },
  {
    table: "auth.sessions",
    sql: `insert into auth.sessions (user_id, authentication_method, user_agent, ip, refreshed_at, created_at, updated_at)
          select u.id, 'password',
                 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
                 format('2001:db8:%s:%s::1', to_hex(n % 65536), to_hex(n / 65536)),
                 u.created_at + interval '1 hour', u.created_at, u.created_at + interval '1 hour'
          from (select id, created_at, row_number() over () as n
                from auth.users where email like 'member-%' limit $1) as u`,
  },
  {
    table: "auth.refresh_tokens",
    sql: `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
          select substr(replace(gen_random_uuid()::text, '-', ''), 1, 22), s.user_id, s.id,
                 substr(replace(gen_random_uuid()::text, '-', ''), 1, 22),
                 s.n % 3 = 0, s.created_at, s.created_at
          from (select id, user_id, created_at, row_number() over () as n
                from auth.sessions limit $1) as s`,
  },
  {
    table: "auth.one_time_tokens",
    sql: `insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, relates_to, created_at)
          select u.id,
                 case when u.email_confirmed_at is null then 'confirmation_token' else 'recovery_token' end,
                 encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'),
                 encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'),
                 u.email, u.created_at
          from (select id, email, email_confirmed_at, created_at
                from auth.users where email like 'member-%' limit $1) as u`,
  },
  {
    table: "public.subscriptions (with consent_records)",
    sql: `with asked as (
            insert into public.consent_records (email, purpose, notice_version, form, page, asked_at, confirmed_at)
            select format('reader-%s@example.com', i),
                   (array['newsletter', 'launching-soon', 'pricing', 'community'])[1 + i % 4],
                   '2026-11-01', case when i % 4 = 0 then 'newsletter' else 'notify-me' end,
                   (array['/', '/launching-soon', '/pricing-page', '/community'])[1 + i % 4],
                   now() - (i % 720) * interval '1 day',
                   case when i % 5 = 0 then null else now() - (i % 720) * interval '1 day' + interval '10 minutes' end
            from generate_series(1, $1) as i
            returning id, email, purpose, asked_at, confirmed_at
          )
          insert into public.subscriptions (
            email, source, created_at, subscribed_at, confirmed_at, requested_at,
            confirm_token_hash, confirmation_sent_at, consent_id
          )
          select email, purpose, asked_at, asked_at, confirmed_at,
                 case when confirmed_at is null then asked_at end,
                 case when confirmed_at is null
                      then encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex') end,
                 asked_at, id
          from asked`,
  },
  {
    table: "public.contact_messages",
    sql: `insert into public.contact_messages (name, email, subject, message, client_ip, created_at)
          select format('Sender %s', i), format('sender-%s@example.com', i),
                 (array['Enterprise plans', 'Career assessment', 'FinCode access', 'Partnership'])[1 + i % 4],
                 'Hello, I would like to know more about the programme and when the next cohort starts. '
                   || 'Could someone from the team call me back this week? Thank you.',
                 format('203.0.113.%s', i % 256),
                 now() - (i % 730) * interval '1 day'
          from generate_series(1, $1) as i`,
  },
  {
    table: "public.ai_news",
    sql: `insert into public.ai_news (title, published, source, link, fetched_at, summary)
          select format('Model release notes, part %s', i), (fetched - interval '1 hour')::date,
                 (array['OpenAI', 'Google DeepMind', 'Anthropic', 'Hugging Face', 'Meta AI'])[1 + i % 5],
                 format('https://news.example.com/%s/item-%s', to_char(fetched, 'YYYY/MM/DD'), i),
                 fetched,
                 'A short description of the item, as the feed gives it, one or two lines long.'
          from generate_series(1, $1) as i,
               lateral (select date_trunc('day', now()) - interval '1 minute' - i * interval '13 minutes') as t(fetched)`,
  },
  {
    table: "private.rate_limits",
    sql: `insert into private.rate_limits (bucket, window_start, hits)
          select (array['subscribe', 'contact', 'email_in_use', 'client_errors'])[1 + i % 4] || ':'
                   || encode(sha256(convert_to(format('2001:db8:%s::/64', i), 'UTF8')), 'hex'),
                 to_timestamp(floor(extract(epoch from now() - (i % 288) * interval '10 minutes') / 600) * 600),
                 1 + i % 7
          from generate_series(1, $1) as i`,
  },
  {
    table: "auth.mail_recipients",
    sql: `insert into auth.mail_recipients (address, window_start, sent, last_sent_at)
          select format('reader-%s@example.com', i), now() - (i % 48) * interval '1 hour', 1 + i % 3,
                 now() - (i % 48) * interval '1 hour'
          from generate_series(1, $1) as i`,
  },
];

/** Fills every growing table with `count` rows, then lets the planner see them (as autovacuum would). */
export async function loadRows(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const timings = [];
    for (const { table, sql, withHash } of TABLES) {
      const started = performance.now();
      const params = withHash ? [count, PASSWORD_HASH] : [count];
      const { rowCount } = await client.query(sql, params);
      const ms = performance.now() - started;
      timings.push({ table, rows: rowCount, ms: Math.round(ms) });
      log(`scale: ${rowCount} rows into ${table} in ${(ms / 1000).toFixed(1)} s`);
    }
    await client.query("vacuum analyze");
    return timings;
  } finally {
    await client.end();
  }
}

/** Runs one statement as the database's owner (the bench's throw-away server). */
export async function runSql(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * `count` accounts that are about to be deleted, each holding what a member's deletion has to
 * clear: a session, a refresh token, a contact message and a confirmed subscription. Resolves with
 * their ids and addresses.
 */
export async function prepareLeavers(url, tag, count) {
  const { rows } = await runSql(
    url,
    `with joined as (
       insert into auth.users (
         instance_id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data
       )
       select '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
              format('leaver-%s-%s@example.com', $2::text, i), $3::text, now(),
              '{"provider":"email","providers":["email"]}'::jsonb,
              jsonb_build_object('full_name', format('Leaver %s', i))
       from generate_series(1, $1::int) as i
       returning id, email
     ), signed_in as (
       insert into auth.sessions (user_id, authentication_method)
       select id, 'password' from joined
       returning id, user_id
     ), tokens as (
       insert into auth.refresh_tokens (token, user_id, session_id)
       select substr(replace(gen_random_uuid()::text, '-', ''), 1, 22), user_id, id from signed_in
     ), messages as (
       insert into public.contact_messages (name, email, subject, message)
       select 'Leaver', email, 'Goodbye', 'Please delete my account and everything with it.'
       from joined
     ), lists as (
       insert into public.subscriptions (email, source, confirmed_at)
       select email, 'newsletter', now() from joined
     )
     select id, email from joined`,
    [count, tag, PASSWORD_HASH],
  );
  return rows;
}
