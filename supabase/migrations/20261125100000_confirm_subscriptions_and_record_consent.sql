-- Consent a regulator would accept: every ask for consent is recorded (the notice version shown,
-- the form and page, when it was asked, confirmed and withdrawn), and newsletter and notify-me
-- subscriptions count only once confirmed from the e-mail sent to the address (double opt-in).

create table public.consent_records (
  id bigint generated always as identity primary key,
  email text not null check (email = lower(email) and char_length(email) between 1 and 255),
  -- The account, or the list subscribed to.
  purpose text not null check (
    purpose in ('account', 'newsletter', 'launching-soon', 'pricing', 'community')
  ),
  user_id uuid references auth.users (id) on delete cascade,
  notice_version text not null check (char_length(notice_version) between 1 and 20),
  form text not null check (char_length(form) between 1 and 40),
  page text not null check (char_length(page) between 1 and 200 and left(page, 1) = '/'),
  asked_at timestamptz not null default now(),
  confirmed_at timestamptz,
  withdrawn_at timestamptz
);

create index consent_records_email_idx on public.consent_records (email);
create index consent_records_user_id_idx on public.consent_records (user_id);

alter table public.consent_records enable row level security;

comment on table public.consent_records is
  'One row per consent asked for: notice version, form, page and the times asked, confirmed and withdrawn.';

-- No policies: only the server (secret key) and the functions below read or write them.
revoke all on table public.consent_records from public, anon, authenticated;
grant all on table public.consent_records to service_role;

-- A subscription is pending while `requested_at` is set: a confirmation was asked for and its
-- token (only its SHA-256 is stored) has not been used. An address that unsubscribed keeps
-- `unsubscribed_at` while a new request is pending, so the suppression holds until the owner of
-- the address confirms again.
alter table public.subscriptions
  add column confirmed_at timestamptz,
  add column requested_at timestamptz,
  add column confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  add column confirmation_sent_at timestamptz,
  add column consent_id bigint references public.consent_records (id) on delete set null;

-- Rows stored before double opt-in were single opt-in: they stay subscribed as they were.
update public.subscriptions set confirmed_at = subscribed_at where unsubscribed_at is null;

comment on column public.subscriptions.confirmed_at is
  'When the address last confirmed from the e-mail; only confirmed, not unsubscribed rows are mailed.';
comment on column public.subscriptions.requested_at is
  'Set while a confirmation is pending; requests older than 7 days are removed.';

-- Re-subscribing now goes through a confirmation, not a trigger that revives the row.
drop trigger renew_suppressed_subscription on public.subscriptions;
drop function private.renew_suppressed_subscription();

create function private.sha256_hex(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(value, 'UTF8')), 'hex')
$$;

revoke all on function private.sha256_hex(text) from public, anon, authenticated;

-- Asks for a subscription: records the consent asked for and, unless the address is already
-- subscribed or holds a confirmation sent in the last 10 minutes, returns a new confirmation token
-- for the e-mail (null otherwise). The caller tells the visitor the same in every case, so the
-- answer never reveals whether an address is on a list. At most 10 requests per client address
-- per 10 minutes (PT429); invalid input raises 22023.
create function private.request_subscription(
  email text,
  source text,
  notice_version text,
  form text,
  page text
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := left(private.request_client_ip(), 100);
  clean_email text := lower(btrim(request_subscription.email));
  existing public.subscriptions%rowtype;
  consent bigint;
  token text;
  throttled boolean;
begin
  if not private.hit_rate_limit(private.client_bucket('subscribe', client_ip), 10, 600) then
    raise exception 'Too many sign-ups. Please wait a few minutes and try again.'
      using errcode = 'PT429', hint = 'At most 10 sign-ups per 10 minutes per client.';
  end if;

  if clean_email is null or char_length(clean_email) not between 3 and 254
    or clean_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    or request_subscription.source is null
    or request_subscription.source not in ('newsletter', 'launching-soon', 'pricing', 'community')
    or coalesce(char_length(request_subscription.notice_version), 0) not between 1 and 20
    or coalesce(char_length(request_subscription.form), 0) not between 1 and 40
    or coalesce(char_length(request_subscription.page), 0) not between 1 and 200
    or left(request_subscription.page, 1) <> '/'
  then
    raise exception 'Invalid subscription.' using errcode = '22023';
  end if;

  select * into existing
  from public.subscriptions s
  where s.email = clean_email and s.source = request_subscription.source
  for update;

  -- Already subscribed: nothing to ask.
  if found and existing.confirmed_at is not null and existing.unsubscribed_at is null then
    return null;
  end if;

  -- One confirmation e-mail per address per 10 minutes, whatever the list, while the last one
  -- is still unused: repeated requests cannot flood a mailbox. A request made meanwhile is
  -- recorded without an e-mail (asking again later sends one); a pending one stays as it was, so
  -- the link already sent keeps working.
  throttled := exists (
    select 1 from public.subscriptions s
    where s.email = clean_email
      and s.confirm_token_hash is not null
      and s.confirmation_sent_at > now() - interval '10 minutes'
  );
  if throttled and existing.requested_at is not null then
    return null;
  end if;

  insert into public.consent_records (email, purpose, notice_version, form, page)
  values (
    clean_email,
    request_subscription.source,
    request_subscription.notice_version,
    request_subscription.form,
    request_subscription.page
  )
  returning id into consent;

  if not throttled then
    token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  end if;

  if existing.id is not null then
    -- A pending request is replaced by this one; its unused consent record goes with it.
    if existing.requested_at is not null and existing.consent_id is not null then
      delete from public.consent_records c
      where c.id = existing.consent_id and c.confirmed_at is null;
    end if;
    update public.subscriptions
       set requested_at = now(),
           confirm_token_hash = private.sha256_hex(token),
           confirmation_sent_at = case when token is null then confirmation_sent_at else now() end,
           consent_id = consent
     where id = existing.id;
  else
    insert into public.subscriptions (
      email, source, requested_at, confirm_token_hash, confirmation_sent_at, consent_id
    )
    values (
      clean_email,
      request_subscription.source,
      now(),
      private.sha256_hex(token),
      case when token is null then null else now() end,
      consent
    );
  end if;
  return token;
end;
$$;

revoke all on function private.request_subscription(text, text, text, text, text)
  from public, anon, authenticated;

-- The site's form endpoint asks through this one, with the secret key, and e-mails the token.
create function public.request_subscription(
  email text,
  source text,
  notice_version text,
  form text,
  page text
)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.request_subscription(email, source, notice_version, form, page)
$$;

revoke all on function public.request_subscription(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.request_subscription(text, text, text, text, text)
  to service_role;

-- The older entry point stays for API callers: it records a pending request with the same checks
-- and limits, but never hands out the token, so nobody can confirm an address they do not read.
create or replace function public.subscribe(email text, source text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.request_subscription(email, source, 'unstated', 'api', '/');
end;
$$;

-- What a confirmation link is about, for the page that asks the visitor to press the button:
-- its address and list while the request is pending and younger than 7 days, else nothing.
create function public.subscription_by_confirmation_token(token text)
returns table (email text, source text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.email, s.source
  from public.subscriptions s
  where s.confirm_token_hash = private.sha256_hex(subscription_by_confirmation_token.token)
    and s.requested_at > now() - interval '7 days'
$$;

revoke all on function public.subscription_by_confirmation_token(text)
  from public, anon, authenticated;
grant execute on function public.subscription_by_confirmation_token(text)
  to anon, authenticated, service_role;

-- Confirms the pending request the token belongs to: the subscription starts (a new
-- unsubscribe token, any earlier suppression lifted) and its consent record is confirmed. The
-- token works once. Returns the row it confirmed, none for an unknown or expired token.
create function public.confirm_subscription(token text)
returns table (email text, source text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  confirmed public.subscriptions%rowtype;
begin
  update public.subscriptions s
     set confirmed_at = now(),
         subscribed_at = now(),
         unsubscribed_at = null,
         requested_at = null,
         confirm_token_hash = null,
         unsubscribe_token =
           replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
   where s.confirm_token_hash = private.sha256_hex(confirm_subscription.token)
     and s.requested_at > now() - interval '7 days'
  returning s.* into confirmed;
  if confirmed.id is null then
    return;
  end if;
  update public.consent_records c set confirmed_at = now() where c.id = confirmed.consent_id;
  return query select confirmed.email, confirmed.source;
end;
$$;

revoke all on function public.confirm_subscription(text) from public, anon, authenticated;
grant execute on function public.confirm_subscription(text) to anon, authenticated, service_role;

-- Unsubscribing also withdraws the consent and ends any pending request.
create or replace function public.unsubscribe(token text)
returns table (email text, source text, unsubscribed boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ended public.subscriptions%rowtype;
begin
  update public.subscriptions s
     set unsubscribed_at = coalesce(s.unsubscribed_at, now()),
         requested_at = null,
         confirm_token_hash = null
   where s.unsubscribe_token = unsubscribe.token
  returning s.* into ended;
  if ended.id is null then
    return;
  end if;
  update public.consent_records c
     set withdrawn_at = coalesce(c.withdrawn_at, now())
   where c.id = ended.consent_id;
  return query select ended.email, ended.source, true;
end;
$$;

-- Sign-ups: the trigger records the account's consent from the metadata the sign-up form sends
-- (`consent.notice_version`, `consent.page`), confirmed once the e-mail address is.
create function private.record_account_consent()
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
    email, purpose, user_id, notice_version, form, page, asked_at, confirmed_at
  )
  values (
    lower(new.email),
    'account',
    new.id,
    left(coalesce(nullif(btrim(consent ->> 'notice_version'), ''), 'unstated'), 20),
    'sign-up',
    case when left(page, 1) = '/' then page else '/signup' end,
    coalesce(new.created_at, now()),
    new.email_confirmed_at
  );
  return new;
end;
$$;

revoke all on function private.record_account_consent() from public, anon, authenticated;

create trigger on_auth_user_created_record_consent
  after insert on auth.users
  for each row execute function private.record_account_consent();

create function private.confirm_account_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.consent_records
     set confirmed_at = new.email_confirmed_at
   where user_id = new.id and purpose = 'account' and confirmed_at is null;
  return new;
end;
$$;

revoke all on function private.confirm_account_consent() from public, anon, authenticated;

create trigger on_auth_user_confirmed_record_consent
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.confirm_account_consent();
