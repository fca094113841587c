-- Public profile of every account. Rows are created by a trigger on auth.users, never by clients.
create table public.users (
  uid uuid primary key references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  email text not null unique check (
    email = lower(email)
    and char_length(email) <= 255
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'
  ),
  created_at timestamptz not null default now()
);

alter table public.users enable row level security;

comment on table public.users is 'One row per account: display name and lower-cased e-mail.';

create policy "Users can read their own row"
  on public.users
  for select
  to authenticated
  using ((select auth.uid()) = uid);

-- No insert, update or delete policies: writes happen only in the triggers below.
revoke all on table public.users from public, anon, authenticated;
grant select on table public.users to authenticated;
grant all on table public.users to service_role;

create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (uid, name, email)
  values (
    new.id,
    left(
      coalesce(
        nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''),
        split_part(new.email, '@', 1)
      ),
      100
    ),
    lower(new.email)
  );
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keeps the profile e-mail in step when the auth e-mail changes.
create function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = lower(new.email) where uid = new.id;
  return new;
end;
$$;

revoke all on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (new.email is distinct from old.email)
  execute function public.handle_user_email_change();

-- The signup pre-check without exposing public.users. Volatile, not stable: it writes the
-- rate-limit counter, and PostgREST runs stable functions in read-only transactions.
create function public.email_in_use(email text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := nullif(
    btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''),
      ',',
      1
    )),
    ''
  );
begin
  if not private.hit_rate_limit('email_in_use:' || coalesce(client_ip, 'unknown'), 30, 60) then
    raise exception 'Too many e-mail checks. Please wait a minute and try again.'
      using errcode = 'PT429', hint = 'At most 30 checks per minute per client.';
  end if;

  return exists (
    select 1 from public.users u where u.email = lower(btrim(email_in_use.email))
  );
end;
$$;

revoke all on function public.email_in_use(text) from public, anon, authenticated;
grant execute on function public.email_in_use(text) to anon, authenticated, service_role;
