-- Per-client limits key on the address the nearest trusted proxy wrote: the rightmost
-- X-Forwarded-For entry. Entries to its left are written by the client and change at will. Bucket
-- names carry a hash of the address, so no value can fail the bucket check or make names longer.

-- The rightmost X-Forwarded-For entry of the current API request (at most 100 characters), or
-- null outside one.
create or replace function private.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select left(
    nullif(
      btrim(regexp_replace(
        coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''),
        '^.*,',
        ''
      )),
      ''
    ),
    100
  );
$$;

revoke all on function private.request_client_ip() from public, anon, authenticated;

-- A fixed-length bucket name for one limit and one client address.
create function private.client_bucket(name text, client_ip text)
returns text
language sql
immutable
set search_path = ''
as $$
  select name || ':' || encode(sha256(convert_to(coalesce(client_ip, ''), 'UTF8')), 'hex');
$$;

revoke all on function private.client_bucket(text, text) from public, anon, authenticated;

create or replace function public.email_in_use(email text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.hit_rate_limit(
    private.client_bucket('email_in_use', private.request_client_ip()), 30, 60
  ) then
    raise exception 'Too many e-mail checks. Please wait a minute and try again.'
      using errcode = 'PT429', hint = 'At most 30 checks per minute per client.';
  end if;

  return exists (
    select 1 from public.users u where u.email = lower(btrim(email_in_use.email))
  );
end;
$$;

create or replace function public.submit_contact_message(
  name text,
  email text,
  subject text,
  message text
)
returns void
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
  then
    raise exception 'Invalid contact message.' using errcode = '22023';
  end if;

  insert into public.contact_messages (name, email, subject, message, client_ip)
  values (clean_name, clean_email, clean_subject, clean_message, client_ip);
end;
$$;

create or replace function public.subscribe(email text, source text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean_email text := lower(btrim(subscribe.email));
begin
  if not private.hit_rate_limit(
    private.client_bucket('subscribe', private.request_client_ip()), 10, 600
  ) then
    raise exception 'Too many sign-ups. Please wait a few minutes and try again.'
      using errcode = 'PT429', hint = 'At most 10 sign-ups per 10 minutes per client.';
  end if;

  if clean_email is null or char_length(clean_email) not between 3 and 254
    or clean_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    or subscribe.source is null
    or subscribe.source not in ('newsletter', 'launching-soon', 'pricing', 'community')
  then
    raise exception 'Invalid subscription.' using errcode = '22023';
  end if;

  insert into public.subscriptions (email, source)
  values (clean_email, subscribe.source)
  on conflict on constraint subscriptions_email_source_key do nothing;
end;
$$;
