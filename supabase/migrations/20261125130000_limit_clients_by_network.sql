-- Limits that survive address rotation.
--
-- 1. A client is its network: an IPv6 /64 (what one subscriber line or host is given, so rotating
--    inside it changes nothing) or one IPv4 address. Every per-client bucket keys on it.
-- 2. Each limit may also have a site-wide ceiling, so a botnet of many networks still cannot
--    multiply it without bound. Ceilings are rows, tunable without a migration.
-- 3. Stale windows are no longer swept inside a visitor's request; the scheduled retention job
--    (public.enforce_retention) sweeps them in bounded batches.
-- 4. The form functions answer the site's server only (the secret key): called straight through
--    the Data API they would skip its origin check, honeypot, validation and webhook.

-- The network a client address belongs to: `2001:db8:1:2::/64` for IPv6, the address itself for
-- IPv4 (an IPv4-mapped IPv6 address counts as its IPv4 address). Text that is not an address is
-- returned as it is, so it still forms a bucket of its own.
create function private.client_network(client_ip text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := btrim(client_ip)::inet;
  exception when others then
    return client_ip;
  end;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return regexp_replace(host(parsed), '^::ffff:', '');
  end if;
  return host(network(set_masklen(parsed, 64))) || '/64';
end;
$$;

revoke all on function private.client_network(text) from public, anon, authenticated;

create or replace function private.client_bucket(name text, client_ip text)
returns text
language sql
immutable
set search_path = ''
as $$
  select name || ':'
    || encode(sha256(convert_to(coalesce(private.client_network(client_ip), ''), 'UTF8')), 'hex');
$$;

-- Site-wide ceilings: at most max_hits calls of a limit (the bucket name before the colon) from all
-- clients together in each window.
create table private.rate_limit_ceilings (
  limit_name text primary key check (limit_name ~ '^[a-z_]{1,50}$'),
  max_hits integer not null check (max_hits >= 1),
  window_seconds integer not null check (window_seconds between 1 and 86400)
);

alter table private.rate_limit_ceilings enable row level security;

revoke all on table private.rate_limit_ceilings from public, anon, authenticated;

comment on table private.rate_limit_ceilings is
  'Site-wide ceilings per limit name, counted in the bucket "<name>:*" of private.rate_limits.';

insert into private.rate_limit_ceilings (limit_name, max_hits, window_seconds) values
  ('contact', 1000, 3600),
  ('subscribe', 1000, 3600),
  ('email_in_use', 3000, 3600);

-- Counts one hit in the bucket and, when its limit has a ceiling, one in the site-wide bucket;
-- true while both are within their limits.
create or replace function private.hit_rate_limit(bucket_key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  ceiling private.rate_limit_ceilings;
  total integer;
  site_total integer;
begin
  if window_seconds not between 1 and 86400 or max_hits < 1 then
    raise exception 'invalid rate limit: % hits per % s', max_hits, window_seconds;
  end if;

  insert into private.rate_limits as r (bucket, window_start, hits)
  values (
    bucket_key,
    to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds),
    1
  )
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into total;

  select * into ceiling
  from private.rate_limit_ceilings c
  where c.limit_name = split_part(bucket_key, ':', 1);
  if found then
    insert into private.rate_limits as r (bucket, window_start, hits)
    values (
      ceiling.limit_name || ':*',
      to_timestamp(floor(extract(epoch from now()) / ceiling.window_seconds) * ceiling.window_seconds),
      1
    )
    on conflict (bucket, window_start) do update set hits = r.hits + 1
    returning r.hits into site_total;
    if site_total > ceiling.max_hits then
      return false;
    end if;
  end if;

  return total <= max_hits;
end;
$$;

revoke all on function public.submit_contact_message(text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text) to service_role;

revoke all on function public.subscribe(text, text) from public, anon, authenticated;
grant execute on function public.subscribe(text, text) to service_role;

revoke all on function public.email_in_use(text) from public, anon, authenticated;
grant execute on function public.email_in_use(text) to service_role;
