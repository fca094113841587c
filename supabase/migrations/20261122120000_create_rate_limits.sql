-- Fixed-window counters kept in the database, so every app instance and every API caller shares
-- the same limits. Lives in `private`, a schema the Data API never exposes.
create schema if not exists private;

revoke all on schema private from public;

create table private.rate_limits (
  bucket text not null check (char_length(bucket) between 1 and 200),
  window_start timestamptz not null,
  hits integer not null default 0 check (hits >= 0),
  primary key (bucket, window_start)
);

alter table private.rate_limits enable row level security;

create index rate_limits_window_start_idx on private.rate_limits (window_start);

revoke all on table private.rate_limits from public, anon, authenticated;

comment on table private.rate_limits is
  'Request counters per bucket and fixed time window; written only by private.hit_rate_limit().';

-- Counts one hit and answers whether the bucket is still within its limit. Called from
-- security-definer API functions; never directly by API roles.
create function private.hit_rate_limit(bucket_key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  current_window timestamptz :=
    to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  total integer;
begin
  if window_seconds not between 1 and 86400 or max_hits < 1 then
    raise exception 'invalid rate limit: % hits per % s', max_hits, window_seconds;
  end if;

  insert into private.rate_limits as r (bucket, window_start, hits)
  values (bucket_key, current_window, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into total;

  -- Occasional sweep instead of a scheduled job: stale windows are useless after a day.
  if random() < 0.01 then
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;

  return total <= max_hits;
end;
$$;

revoke all on function private.hit_rate_limit(text, integer, integer) from public, anon, authenticated;
