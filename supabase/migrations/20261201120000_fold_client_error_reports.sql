-- Browser error reports that a flood cannot crowd out. Reports from many networks used to fill one
-- site-wide ceiling a minute, after which every visitor's report was dropped. Now:
--   1. a report identical to one already logged this window (same fingerprint, which the site
--      computes from its kind, message, page and first stack line) is folded into that one's count
--      and never takes a slot, so a real error many visitors hit keeps being counted;
--   2. new reports are limited per wider network too (an IPv6 /48, an IPv4 /24), so the /64s of one
--      site or provider share one allowance;
--   3. the ceiling holds per kind of report, so a flood of one kind leaves the others alone.
-- public.admit_client_error() stays for a site still calling it.

-- The wider network of a client address: its /48 for IPv6, its /24 for IPv4 (an IPv4-mapped
-- IPv6 address counts as its IPv4 address). Text that is not an address is returned as it is.
create function private.client_wide_network(client_ip text)
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
  if parsed << '::ffff:0.0.0.0/96'::inet then
    parsed := regexp_replace(host(parsed), '^::ffff:', '')::inet;
  end if;
  if family(parsed) = 4 then
    return host(network(set_masklen(parsed, 24))) || '/24';
  end if;
  return host(network(set_masklen(parsed, 48))) || '/48';
end;
$$;

revoke all on function private.client_wide_network(text) from public, anon, authenticated;

-- One report from the calling client, of `kind` with `fingerprint` (64 hex digits). Answers
-- {"verdict": …, "count": …}:
--   'accepted'         log it;
--   'repeat'           identical to one logged this window: counted (`count` so far), not logged;
--   'client_limit'     its /64 sent more than 10 this minute, or its /48 more than 30 new ones;
--   'ceiling_reached'  the first new report of its kind over the site-wide ceiling: say so once;
--   'over_ceiling'     later new reports of that kind in the window: drop them quietly.
create function public.admit_client_error_report(kind text, fingerprint text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := private.request_client_ip();
  ceiling private.rate_limit_ceilings;
  window_seconds integer := 60;
  current_window timestamptz;
  minute timestamptz := to_timestamp(floor(extract(epoch from now()) / 60) * 60);
  hits integer;
begin
  if admit_client_error_report.kind is null
    or admit_client_error_report.kind not in ('error', 'unhandledrejection', 'boundary')
    or coalesce(admit_client_error_report.fingerprint, '') !~ '^[0-9a-f]{64}$'
  then
    raise exception 'Invalid report.' using errcode = '22023';
  end if;

  insert into private.rate_limits as r (bucket, window_start, hits)
  values (private.client_bucket('client_error', client_ip), minute, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into hits;
  if hits > 10 then
    return jsonb_build_object('verdict', 'client_limit');
  end if;

  select * into ceiling
  from private.rate_limit_ceilings c
  where c.limit_name = 'client_error';
  if found then
    window_seconds := ceiling.window_seconds;
  end if;
  current_window :=
    to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);

  update private.rate_limits r set hits = r.hits + 1
  where r.bucket = 'client_error_seen:' || admit_client_error_report.fingerprint
    and r.window_start = current_window
  returning r.hits into hits;
  if found then
    return jsonb_build_object('verdict', 'repeat', 'count', hits);
  end if;

  insert into private.rate_limits as r (bucket, window_start, hits)
  values (
    'client_error_wide:'
      || encode(sha256(convert_to(coalesce(private.client_wide_network(client_ip), ''), 'UTF8')), 'hex'),
    minute,
    1
  )
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into hits;
  if hits > 30 then
    return jsonb_build_object('verdict', 'client_limit');
  end if;

  if ceiling.limit_name is not null then
    insert into private.rate_limits as r (bucket, window_start, hits)
    values ('client_error:*:' || admit_client_error_report.kind, current_window, 1)
    on conflict (bucket, window_start) do update set hits = r.hits + 1
    returning r.hits into hits;
    if hits = ceiling.max_hits + 1 then
      return jsonb_build_object('verdict', 'ceiling_reached');
    elsif hits > ceiling.max_hits then
      return jsonb_build_object('verdict', 'over_ceiling');
    end if;
  end if;

  -- Only a logged report leaves a fingerprint, so their rows are bounded by the ceilings.
  insert into private.rate_limits (bucket, window_start, hits)
  values ('client_error_seen:' || admit_client_error_report.fingerprint, current_window, 1)
  on conflict (bucket, window_start) do nothing;
  return jsonb_build_object('verdict', 'accepted');
end;
$$;

revoke all on function public.admit_client_error_report(text, text) from public, anon, authenticated;
grant execute on function public.admit_client_error_report(text, text) to service_role;
