-- A flood of contact messages or list sign-ups from many networks used to fill the site-wide
-- ceiling, after which every visitor was refused for the rest of the hour. Past the ceiling (now
-- the normal level rather than a wall) a submission is stored only with a proof of work the site
-- has checked: the form's script computes it in a second or so, while a flood pays it for every
-- submission. The work asked for doubles with each doubling of the rate past the normal level,
-- and at 8 times that level submissions are refused outright, so storage and mail stay bounded.
-- Per-network limits are unchanged and come first.

alter table private.rate_limit_ceilings
  add column challenge boolean not null default false;

comment on column private.rate_limit_ceilings.challenge is
  'Past max_hits, ask for a proof of work (PT428) instead of refusing, up to 8 times max_hits.';

update private.rate_limit_ceilings set challenge = true where limit_name in ('contact', 'subscribe');

-- Records a proof of work the site's server has checked ('<id>.<bits>') as a credit for the
-- calling client's network on `form`, which its next submission past the normal level uses up.
-- Each id counts once; false for one already used.
create function public.redeem_form_proof(form text, proof text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  minute timestamptz := to_timestamp(floor(extract(epoch from now()) / 60) * 60);
begin
  if redeem_form_proof.form is null or redeem_form_proof.form not in ('contact', 'subscribe')
    or coalesce(redeem_form_proof.proof, '') !~ '^[0-9a-f]{32}[.][0-9]{1,2}$'
  then
    raise exception 'Invalid proof.' using errcode = '22023';
  end if;
  insert into private.rate_limits (bucket, window_start, hits)
  values ('form_proof:' || split_part(redeem_form_proof.proof, '.', 1), minute, 1)
  on conflict (bucket, window_start) do nothing;
  if not found
    or exists (
      select 1 from private.rate_limits r
      where r.bucket = 'form_proof:' || split_part(redeem_form_proof.proof, '.', 1)
        and r.window_start < minute
    )
  then
    return false;
  end if;
  insert into private.rate_limits as r (bucket, window_start, hits)
  values (
    'form_credit:' || private.client_bucket(redeem_form_proof.form, private.request_client_ip()),
    minute,
    split_part(redeem_form_proof.proof, '.', 2)::integer
  )
  on conflict (bucket, window_start) do update set hits = greatest(r.hits, excluded.hits);
  return true;
end;
$$;

revoke all on function public.redeem_form_proof(text, text) from public, anon, authenticated;
grant execute on function public.redeem_form_proof(text, text) to service_role;

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
  current_window timestamptz;
  required_bits integer;
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
  if total > max_hits then
    return false;
  end if;

  select * into ceiling
  from private.rate_limit_ceilings c
  where c.limit_name = split_part(bucket_key, ':', 1);
  if not found then
    return true;
  end if;

  current_window :=
    to_timestamp(floor(extract(epoch from now()) / ceiling.window_seconds) * ceiling.window_seconds);
  insert into private.rate_limits as r (bucket, window_start, hits)
  values (ceiling.limit_name || ':*', current_window, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into site_total;
  if site_total <= ceiling.max_hits then
    return true;
  end if;
  if not ceiling.challenge or site_total > ceiling.max_hits * 8 then
    return false;
  end if;

  -- 15 bits (about 33,000 hashes, under a second in a browser) at the normal level, one more
  -- per doubling past it.
  required_bits := 15 + floor(log(2, site_total::numeric / ceiling.max_hits))::integer;
  delete from private.rate_limits r
  where (r.bucket, r.window_start) in (
    select c.bucket, c.window_start from private.rate_limits c
    where c.bucket = 'form_credit:' || bucket_key
      and c.window_start > now() - interval '10 minutes'
      and c.hits >= required_bits
    limit 1
  );
  if not found then
    raise exception 'Many submissions are arriving: this one needs a proof of work.'
      using errcode = 'PT428', detail = required_bits::text;
  end if;
  return true;
end;
$$;

revoke all on function private.hit_rate_limit(text, integer, integer) from public, anon, authenticated;
