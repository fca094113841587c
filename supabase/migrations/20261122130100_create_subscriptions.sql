-- Newsletter and notify-me sign-ups, one row per e-mail and source. Nobody reads them with the
-- public key: the only way in is public.subscribe(), which validates, rate-limits and inserts.
create table public.subscriptions (
  id bigint generated always as identity primary key,
  email text not null check (
    email = lower(email)
    and char_length(email) between 3 and 254
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  source text not null check (source in ('newsletter', 'launching-soon', 'pricing', 'community')),
  created_at timestamptz not null default now(),
  unique (email, source)
);

alter table public.subscriptions enable row level security;

comment on table public.subscriptions is
  'E-mail sign-ups per source; written only by public.subscribe(), read by the team.';

-- No policies: with RLS on and no grants, anon and authenticated can neither read nor write.
revoke all on table public.subscriptions from public, anon, authenticated;
grant all on table public.subscriptions to service_role;

-- Subscribes an e-mail address for one source. A repeat is a quiet success (no second row).
-- At most 10 calls per client address per 10 minutes; invalid input raises 22023 (HTTP 400), too
-- many raises PT429 (HTTP 429). Volatile: it writes.
create function public.subscribe(email text, source text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := left(private.request_client_ip(), 100);
  clean_email text := lower(btrim(subscribe.email));
begin
  if not private.hit_rate_limit('subscribe:' || coalesce(client_ip, 'unknown'), 10, 600) then
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

revoke all on function public.subscribe(text, text) from public, anon, authenticated;
grant execute on function public.subscribe(text, text) to anon, authenticated, service_role;
