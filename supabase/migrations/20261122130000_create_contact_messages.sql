-- Messages sent through the contact form. Nobody reads them with the public key: the only way in
-- is public.submit_contact_message(), which validates, rate-limits per client and inserts.
create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  email text not null check (
    char_length(email) between 3 and 254
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  subject text not null check (char_length(subject) between 1 and 150 and subject = btrim(subject)),
  message text not null check (char_length(message) between 1 and 5000 and message = btrim(message)),
  -- Request metadata, for spotting abuse; the first X-Forwarded-For entry as the gateway saw it.
  client_ip text check (char_length(client_ip) <= 100),
  created_at timestamptz not null default now()
);

alter table public.contact_messages enable row level security;

comment on table public.contact_messages is
  'Contact form messages; written only by public.submit_contact_message(), read by the team.';

-- No policies: with RLS on and no grants, anon and authenticated can neither read nor write.
revoke all on table public.contact_messages from public, anon, authenticated;
grant all on table public.contact_messages to service_role;

-- The first X-Forwarded-For entry of the current API request, or null outside one.
create function private.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(
    btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''),
      ',',
      1
    )),
    ''
  );
$$;

revoke all on function private.request_client_ip() from public, anon, authenticated;

-- Stores one contact message. At most 5 per client address per 10 minutes; invalid input raises
-- 22023 (HTTP 400), too many raises PT429 (HTTP 429). Volatile: it writes.
create function public.submit_contact_message(name text, email text, subject text, message text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := left(private.request_client_ip(), 100);
  clean_name text := btrim(submit_contact_message.name);
  clean_email text := btrim(submit_contact_message.email);
  clean_subject text := btrim(submit_contact_message.subject);
  clean_message text := btrim(submit_contact_message.message);
begin
  if not private.hit_rate_limit('contact:' || coalesce(client_ip, 'unknown'), 5, 600) then
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

revoke all on function public.submit_contact_message(text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text)
  to anon, authenticated, service_role;
