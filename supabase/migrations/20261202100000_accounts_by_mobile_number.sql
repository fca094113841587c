-- Accounts signed in by a mobile number: they may have no e-mail address. Their profile row
-- takes the name they give (until then "Member"), their consent is recorded by the number and
-- confirmed with it, and retention counts a confirmed number as a confirmed account.

alter table public.users alter column email drop not null;

create or replace function public.handle_new_user()
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
        nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
        'Member'
      ),
      100
    ),
    nullif(lower(new.email), '')
  );
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = nullif(lower(new.email), '') where uid = new.id;
  return new;
end;
$$;

alter table public.consent_records alter column email drop not null;
alter table public.consent_records add column phone text
  check (phone ~ '^[1-9][0-9]{1,14}$');
alter table public.consent_records add constraint consent_records_has_contact
  check (email is not null or phone is not null);

create or replace function private.record_account_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  consent jsonb := coalesce(new.raw_user_meta_data -> 'consent', '{}'::jsonb);
  page text := left(coalesce(nullif(btrim(consent ->> 'page'), ''), '/signup'), 200);
begin
  insert into public.consent_records (
    email, phone, purpose, user_id, notice_version, form, page, asked_at, confirmed_at
  )
  values (
    nullif(lower(new.email), ''),
    nullif(new.phone, ''),
    'account',
    new.id,
    left(coalesce(nullif(btrim(consent ->> 'notice_version'), ''), 'unstated'), 20),
    'sign-up',
    case when left(page, 1) = '/' then page else '/signup' end,
    coalesce(new.created_at, now()),
    least(new.email_confirmed_at, new.phone_confirmed_at)
  );
  return new;
end;
$$;

create or replace function private.confirm_account_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.consent_records
     set confirmed_at = least(new.email_confirmed_at, new.phone_confirmed_at)
   where user_id = new.id and purpose = 'account' and confirmed_at is null;
  return new;
end;
$$;

create trigger on_auth_user_phone_confirmed_record_consent
  after update of phone_confirmed_at on auth.users
  for each row
  when (old.phone_confirmed_at is null and new.phone_confirmed_at is not null)
  execute function private.confirm_account_consent();

create or replace function public.enforce_retention(contact_message_months integer default 24)
returns table (kind text, removed bigint)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n bigint;
begin
  if contact_message_months is null or contact_message_months not between 1 and 120 then
    raise exception 'contact_message_months must be 1 to 120' using errcode = '22023';
  end if;

  -- Accounts that confirmed neither an e-mail address nor a mobile number within 7 days (profile
  -- row, sessions and consent records go with them, by their foreign keys).
  delete from auth.users u
  where u.email_confirmed_at is null and u.phone_confirmed_at is null
    and u.created_at < now() - interval '7 days';
  get diagnostics n = row_count;
  kind := 'unconfirmed_accounts'; removed := n; return next;

  -- Subscription requests never confirmed within 7 days: a new address goes entirely; an address
  -- that was on the list before keeps its row (its suppression) without the request.
  delete from public.subscriptions s
  where s.requested_at < now() - interval '7 days'
    and s.confirmed_at is null and s.unsubscribed_at is null;
  get diagnostics n = row_count;
  update public.subscriptions s
     set requested_at = null, confirm_token_hash = null
   where s.requested_at < now() - interval '7 days';
  delete from public.consent_records c
  where c.purpose <> 'account' and c.confirmed_at is null
    and c.asked_at < now() - interval '7 days';
  kind := 'unconfirmed_subscriptions'; removed := n; return next;

  delete from public.contact_messages m
  where m.created_at < now() - make_interval(months => contact_message_months);
  get diagnostics n = row_count;
  kind := 'contact_messages'; removed := n; return next;

  delete from public.ai_news a where a.fetched_at < now() - interval '90 days';
  get diagnostics n = row_count;
  kind := 'news'; removed := n; return next;

  -- In batches: visitors' requests never sweep, so a backlog is cleared over a few runs instead
  -- of holding the table in one long statement.
  delete from private.rate_limits r
  where (r.bucket, r.window_start) in (
    select l.bucket, l.window_start from private.rate_limits l
    where l.window_start < now() - interval '1 day'
    limit 50000
  );
  get diagnostics n = row_count;
  kind := 'rate_limits'; removed := n; return next;
end;
$$;
