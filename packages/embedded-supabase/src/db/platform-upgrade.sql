-- Platform changes made after the first bootstrap (platform.sql). Idempotent and applied on every
-- start, so data directories created before them catch up.

-- Pending e-mail change, as GoTrue keeps it: the e-mail stays until the change is confirmed.
alter table auth.users add column if not exists email_change varchar(255);
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users
  add column if not exists email_change_confirm_status smallint not null default 0;

-- PKCE flows started by an e-mail (sign-up, magic link, recovery, e-mail change): the challenge
-- waits here until the link is opened, which issues the auth code the client exchanges.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  auth_code text unique,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  created_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_user_method on auth.flow_state (user_id, authentication_method);
revoke all on auth.flow_state from public, anon, authenticated;

-- E-mailed codes stored apart from links (a link's token is random, not derived from the code),
-- and wrong guesses counted per code: the fifth deletes it.
alter table auth.one_time_tokens add column if not exists code_hash text;
alter table auth.one_time_tokens
  add column if not exists failed_attempts smallint not null default 0;
create index if not exists one_time_tokens_relates_to_lower
  on auth.one_time_tokens (lower(relates_to), token_type);

-- Deleting an account removes its refresh tokens; without this index that scans the table.
create index if not exists refresh_tokens_user_id on auth.refresh_tokens (user_id);

-- Sign-in methods other than a password, as GoTrue's auth.identities: one row per provider
-- account (`provider_id` is the provider's subject), the claims it gave in `identity_data`, and
-- the e-mail generated from them.
create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);
revoke all on auth.identities from public, anon, authenticated;

-- A redirect sign-in's flow starts before its user is known: GoTrue's flow_state then holds the
-- provider and no user until the provider's callback.
alter table auth.flow_state alter column user_id drop not null;
alter table auth.flow_state add column if not exists provider_type text not null default '';
alter table auth.flow_state add column if not exists updated_at timestamptz not null default now();

-- Wrong e-mailed codes per account in the current hour, whatever code or network they were for:
-- past a limit, every code of the account dies at its next wrong guess, so asking for new codes
-- buys no more guesses.
create table if not exists auth.code_failures (
  user_id uuid primary key references auth.users (id) on delete cascade,
  window_start timestamptz not null default now(),
  failures integer not null default 0
);
revoke all on auth.code_failures from public, anon, authenticated;

-- Outgoing mail, counted where every process sees it: the whole backend's e-mails per hour, and
-- each recipient's pace and hourly count, so the backend cannot be made to relay mail.
create table if not exists auth.mail_quota (
  window_start timestamptz primary key,
  sent integer not null default 0
);
create table if not exists auth.mail_recipients (
  address text primary key,
  window_start timestamptz not null default now(),
  sent integer not null default 0,
  last_sent_at timestamptz not null default now()
);
revoke all on auth.mail_quota, auth.mail_recipients from public, anon, authenticated;

-- The site-wide ceiling on sign-ups counts the accounts of the last hour.
create index if not exists users_created_at_idx on auth.users (created_at);

-- Mail for new accounts counted apart from the whole backend's, so a flood of new addresses
-- cannot use up the hour's mail that members' resets and changes need.
create table if not exists auth.mail_quota_new_accounts (
  window_start timestamptz primary key,
  sent integer not null default 0
);
revoke all on auth.mail_quota_new_accounts from public, anon, authenticated;

-- Wrong e-mailed codes per client network (an IPv6 /64, an IPv4 address) in the current hour,
-- over all accounts: past a limit the network's codes are refused unchecked.
create table if not exists auth.code_failure_networks (
  network text primary key,
  window_start timestamptz not null default now(),
  failures integer not null default 0
);
revoke all on auth.code_failure_networks from public, anon, authenticated;

-- Wrong passwords per account (by e-mail, so an address without an account is counted alike) in
-- the current hour: one count shared by every unknown device, and one per device that signed in
-- before (its token's nonce), so guessing from many networks is bounded and the owner's device
-- still gets through.
create table if not exists auth.password_failures (
  email text not null,
  device text not null,
  window_start timestamptz not null default now(),
  failures integer not null default 0,
  primary key (email, device)
);
revoke all on auth.password_failures from public, anon, authenticated;

-- Texted codes: a sign-in code is a `confirmation_token` sent to the number, a change of number
-- a `phone_change_token` sent to the new one (relates_to holds the number, without its `+`).
alter table auth.one_time_tokens drop constraint if exists one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check check (
  token_type in (
    'confirmation_token',
    'recovery_token',
    'email_change_token_current',
    'email_change_token_new',
    'reauthentication_token',
    'phone_change_token'
  )
);

-- Texts cost money, so every count is kept where every process sees it: the whole backend's
-- texts per hour, each client network's, and each number's pace and hourly count, in tables
-- shaped as the mail's.
create table if not exists auth.sms_quota (like auth.mail_quota including all);
create table if not exists auth.sms_networks (
  network text primary key,
  window_start timestamptz not null default now(),
  sent integer not null default 0
);
create table if not exists auth.sms_recipients (
  phone text primary key,
  window_start timestamptz not null default now(),
  sent integer not null default 0,
  last_sent_at timestamptz not null default now()
);
revoke all on auth.sms_quota, auth.sms_networks, auth.sms_recipients
  from public, anon, authenticated;
