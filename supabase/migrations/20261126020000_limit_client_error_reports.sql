-- Browser error reports are limited like every other public endpoint: per client network (an IPv6
-- /64 or one IPv4 address, private.client_network) and under a site-wide ceiling, both counted in
-- private.rate_limits so they hold across every app process. Unlike the form limits, a report
-- refused by its network's limit does not count towards the ceiling: one noisy network must not
-- silence every other visitor's reports.

insert into private.rate_limit_ceilings (limit_name, max_hits, window_seconds) values
  ('client_error', 300, 60);

-- Counts one report from the calling client and answers what to do with it:
--   'accepted'         log it;
--   'client_limit'     the client's network sent more than 10 this minute: drop it;
--   'ceiling_reached'  the first report over the site-wide ceiling in its window: drop it and
--                      say once that the ceiling was reached;
--   'over_ceiling'     later reports in that window: drop them quietly.
create function public.admit_client_error()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ceiling private.rate_limit_ceilings;
  network_hits integer;
  site_hits integer;
begin
  insert into private.rate_limits as r (bucket, window_start, hits)
  values (
    private.client_bucket('client_error', private.request_client_ip()),
    to_timestamp(floor(extract(epoch from now()) / 60) * 60),
    1
  )
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into network_hits;
  if network_hits > 10 then
    return 'client_limit';
  end if;

  select * into ceiling
  from private.rate_limit_ceilings c
  where c.limit_name = 'client_error';
  if not found then
    return 'accepted';
  end if;

  insert into private.rate_limits as r (bucket, window_start, hits)
  values (
    'client_error:*',
    to_timestamp(floor(extract(epoch from now()) / ceiling.window_seconds) * ceiling.window_seconds),
    1
  )
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into site_hits;
  if site_hits <= ceiling.max_hits then
    return 'accepted';
  elsif site_hits = ceiling.max_hits + 1 then
    return 'ceiling_reached';
  end if;
  return 'over_ceiling';
end;
$$;

-- Only the site's server asks, after its origin and size checks; it names the visitor in
-- X-Client-Address (private.request_client_ip).
revoke all on function public.admit_client_error() from public, anon, authenticated;
grant execute on function public.admit_client_error() to service_role;
