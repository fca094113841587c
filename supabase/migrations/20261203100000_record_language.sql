-- The language a visitor or member reads the site in, kept where mail follows from it and where
-- consent is recorded: a list request and a contact message answer in their form's language, and
-- a consent record names the notice's language beside its version (the DPDP Act asks for the
-- notice in English or an Eighth Schedule language).

alter table public.subscriptions
  add column locale text not null default 'en' check (locale in ('en', 'hi'));
comment on column public.subscriptions.locale is
  'The language of the form it was asked from; the list''s mail goes out in it.';

-- A contact message's reference is what its receipt names, so the visitor can point at it.
alter table public.contact_messages
  add column locale text not null default 'en' check (locale in ('en', 'hi')),
  add column reference text not null unique
    default upper(left(replace(gen_random_uuid()::text, '-', ''), 10))
    check (reference ~ '^[0-9A-F]{10}$');
comment on column public.contact_messages.locale is
  'The language of the form it was sent from; its receipt goes out in it.';
comment on column public.contact_messages.reference is
  'Named in the receipt e-mailed to the visitor.';

alter table public.consent_records
  add column notice_language text not null default 'en' check (notice_language in ('en', 'hi'));
comment on column public.consent_records.notice_language is
  'The language of the notice shown: with notice_version, the text consented to.';

-- `locale` joins the arguments: the functions are made again with it.
drop function public.request_subscription(text, text, text, text, text);
drop function private.request_subscription(text, text, text, text, text);

-- As before (20261125100000), with the request's language on the subscription and its consent.
create function private.request_subscription(
  email text,
  source text,
  notice_version text,
  form text,
  page text,
  locale text
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
    or request_subscription.locale is null
    or request_subscription.locale not in ('en', 'hi')
  then
    raise exception 'Invalid subscription.' using errcode = '22023';
  end if;

  select * into existing
  from public.subscriptions s
  where s.email = clean_email and s.source = request_subscription.source
  for update;

  if found and existing.confirmed_at is not null and existing.unsubscribed_at is null then
    return null;
  end if;

  throttled := exists (
    select 1 from public.subscriptions s
    where s.email = clean_email
      and s.confirm_token_hash is not null
      and s.confirmation_sent_at > now() - interval '10 minutes'
  );
  if throttled and existing.requested_at is not null then
    return null;
  end if;

  insert into public.consent_records (email, purpose, notice_version, notice_language, form, page)
  values (
    clean_email,
    request_subscription.source,
    request_subscription.notice_version,
    request_subscription.locale,
    request_subscription.form,
    request_subscription.page
  )
  returning id into consent;

  if not throttled then
    token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  end if;

  if existing.id is not null then
    if existing.requested_at is not null and existing.consent_id is not null then
      delete from public.consent_records c
      where c.id = existing.consent_id and c.confirmed_at is null;
    end if;
    update public.subscriptions
       set requested_at = now(),
           confirm_token_hash = private.sha256_hex(token),
           confirmation_sent_at = case when token is null then confirmation_sent_at else now() end,
           consent_id = consent,
           locale = request_subscription.locale
     where id = existing.id;
  else
    insert into public.subscriptions (
      email, source, requested_at, confirm_token_hash, confirmation_sent_at, consent_id, locale
    )
    values (
      clean_email,
      request_subscription.source,
      now(),
      private.sha256_hex(token),
      case when token is null then null else now() end,
      consent,
      request_subscription.locale
    );
  end if;
  return token;
end;
$$;

revoke all on function private.request_subscription(text, text, text, text, text, text)
  from public, anon, authenticated;

create function public.request_subscription(
  email text,
  source text,
  notice_version text,
  form text,
  page text,
  locale text default 'en'
)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.request_subscription(email, source, notice_version, form, page, locale)
$$;

revoke all on function public.request_subscription(text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.request_subscription(text, text, text, text, text, text)
  to service_role;

create or replace function public.subscribe(email text, source text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.request_subscription(email, source, 'unstated', 'api', '/', 'en');
end;
$$;

-- As before (20261123090000), with the form's language, answering the stored message's reference.
drop function public.submit_contact_message(text, text, text, text);

create function public.submit_contact_message(
  name text,
  email text,
  subject text,
  message text,
  locale text default 'en'
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := private.request_client_ip();
  clean_name text := btrim(submit_contact_message.name);
  clean_email text := btrim(submit_contact_message.email);
  clean_subject text := btrim(submit_contact_message.subject);
  clean_message text := btrim(submit_contact_message.message);
  stored text;
begin
  if not private.hit_rate_limit(private.client_bucket('contact', client_ip), 5, 600) then
    raise exception 'Too many messages. Please wait a few minutes and try again.'
      using errcode = 'PT429', hint = 'At most 5 messages per 10 minutes per client.';
  end if;

  if clean_name is null or char_length(clean_name) not between 1 and 100
    or clean_email is null or char_length(clean_email) not between 3 and 254
    or clean_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    or clean_subject is null or char_length(clean_subject) not between 1 and 150
    or clean_message is null or char_length(clean_message) not between 1 and 5000
    or submit_contact_message.locale is null
    or submit_contact_message.locale not in ('en', 'hi')
  then
    raise exception 'Invalid contact message.' using errcode = '22023';
  end if;

  insert into public.contact_messages (name, email, subject, message, client_ip, locale)
  values (clean_name, clean_email, clean_subject, clean_message, client_ip, submit_contact_message.locale)
  returning reference into stored;
  return stored;
end;
$$;

revoke all on function public.submit_contact_message(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, text)
  to service_role;

-- As before (20261202100000), with the notice's language: the one the member signed up in.
create or replace function private.record_account_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  consent jsonb := coalesce(new.raw_user_meta_data -> 'consent', '{}'::jsonb);
  page text := left(coalesce(nullif(btrim(consent ->> 'page'), ''), '/signup'), 200);
  language text := coalesce(new.raw_user_meta_data ->> 'locale', 'en');
begin
  insert into public.consent_records (
    email, phone, purpose, user_id, notice_version, notice_language, form, page, asked_at,
    confirmed_at
  )
  values (
    nullif(lower(new.email), ''),
    nullif(new.phone, ''),
    'account',
    new.id,
    left(coalesce(nullif(btrim(consent ->> 'notice_version'), ''), 'unstated'), 20),
    case when language in ('en', 'hi') then language else 'en' end,
    'sign-up',
    case when left(page, 1) = '/' then page else '/signup' end,
    coalesce(new.created_at, now()),
    least(new.email_confirmed_at, new.phone_confirmed_at)
  );
  return new;
end;
$$;
