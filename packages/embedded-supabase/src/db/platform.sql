-- Platform bootstrap of the embedded backend: what a hosted Supabase project provides before any
-- project migration runs. Applied once, on a fresh data directory; project schema belongs in
-- supabase/migrations.

-- Roles belong to the whole server, so another database on it may have created them already. On a
-- managed server the connecting role is rarely a superuser: with CREATEROLE it may create roles but
-- not give one BYPASSRLS, so service_role is then created without it and the embedded backend runs
-- service-role requests as the tables' owner instead (db.ts). Without CREATEROLE, an administrator
-- creates the three roles beforehand and grants them to the connecting role.
do $$
declare
  definition text;
begin
  foreach definition in array array[
    'anon nologin noinherit',
    'authenticated nologin noinherit',
    'service_role nologin noinherit bypassrls'
  ] loop
    -- Checked first: without CREATEROLE, creating an existing role fails on the privilege.
    continue when exists (select from pg_roles where rolname = split_part(definition, ' ', 1));
    begin
      execute 'create role ' || definition;
    exception
      when duplicate_object or unique_violation then
        null;
      when insufficient_privilege then
        if definition not like '% bypassrls' then
          raise;
        end if;
        begin
          execute 'create role ' || replace(definition, ' bypassrls', '');
        exception when duplicate_object or unique_violation then
          null;
        end;
    end;
  end loop;
end
$$;

-- PostgREST switches to these roles per request; the connecting role must be a member. A role
-- that is a member already (granted by an administrator) may lack the right to grant it again.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    begin
      execute format('grant %I to current_user', api_role);
    exception when insufficient_privilege then
      if not pg_has_role(current_user, api_role, 'member') then
        raise;
      end if;
    end;
  end loop;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Like Supabase: API roles get privileges on new objects in public, so RLS policies and explicit
-- revokes in the migrations decide what they can do.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The columns GoTrue's migrations create, with their types, so a trigger or function written
-- against this table works on a hosted project too. The defaults on aud, role, the metadata and the
-- timestamps are the embedded backend's (GoTrue always sets them itself).
create table auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);

comment on column auth.users.is_sso_user is
  'Auth: Set this column to true when the account comes from SSO. These accounts can have duplicate emails.';

create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index users_instance_id_idx on auth.users (instance_id);
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));
create index users_is_anonymous_idx on auth.users (is_anonymous);
-- The embedded backend's own: one account per e-mail whatever its case.
create unique index users_email_lower_key on auth.users (lower(email));

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  authentication_method text not null,
  user_agent text,
  ip text,
  refreshed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token')),
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);

revoke all on all tables in schema auth from public, anon, authenticated;

-- Supabase's definitions: read the claims PostgREST puts in the transaction (the older
-- `request.jwt.claim.*` settings first). A custom setting reads as '' once set, hence the nullif.
create function auth.jwt() returns jsonb
language sql stable
as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

create function auth.uid() returns uuid
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

create schema supabase_migrations;

create table supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
