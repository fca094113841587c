-- "Request a callback": a visitor's name, Indian mobile number, a time window and a topic, stored
-- as contact messages are (only through the site's server, rate-limited per network with a
-- site-wide normal level past which a proof of work is asked for), with the consent asked for on
-- the row itself: the notice version shown, the page, and when.
create table public.callback_requests (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  -- E.164, an Indian mobile number: +91 and ten digits starting 6 to 9.
  phone text not null check (phone ~ '^\+91[6-9][0-9]{9}$'),
  time_window text not null check (time_window in ('morning', 'afternoon', 'evening')),
  topic text not null check (topic in ('courses', 'career', 'pricing', 'enterprise', 'other')),
  -- The member who asked while signed in, so the request is in their data and goes with them.
  user_id uuid references auth.users (id) on delete cascade,
  notice_version text not null check (char_length(notice_version) between 1 and 20),
  page text not null check (char_length(page) between 1 and 200 and left(page, 1) = '/'),
  client_ip text check (char_length(client_ip) <= 100),
  created_at timestamptz not null default now()
);

alter table public.callback_requests enable row level security;

create index callback_requests_user_id_idx on public.callback_requests (user_id);

comment on table public.callback_requests is
  'Callback requests; written only by public.submit_callback_request(), read by the team.';

-- No policies: with RLS on and no grants, anon and authenticated can neither read nor write.
revoke all on table public.callback_requests from public, anon, authenticated;
grant all on table public.callback_requests to service_role;

insert into private.rate_limit_ceilings (limit_name, max_hits, window_seconds, challenge)
values ('callback', 500, 3600, true);

-- Stores one callback request: at most 3 per network per 10 minutes. Invalid input raises 22023
-- (HTTP 400), too many PT429, past the normal level without a proof PT428.
create function public.submit_callback_request(
  name text,
  phone text,
  time_window text,
  topic text,
  notice_version text,
  page text,
  user_id uuid default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := left(private.request_client_ip(), 100);
  clean_name text := btrim(submit_callback_request.name);
begin
  if not private.hit_rate_limit(private.client_bucket('callback', client_ip), 3, 600) then
    raise exception 'Too many callback requests. Please wait a few minutes and try again.'
      using errcode = 'PT429';
  end if;

  if clean_name is null or char_length(clean_name) not between 1 and 100
    or coalesce(submit_callback_request.phone, '') !~ '^\+91[6-9][0-9]{9}$'
    or submit_callback_request.time_window is null
    or submit_callback_request.time_window not in ('morning', 'afternoon', 'evening')
    or submit_callback_request.topic is null
    or submit_callback_request.topic not in ('courses', 'career', 'pricing', 'enterprise', 'other')
    or coalesce(char_length(submit_callback_request.notice_version), 0) not between 1 and 20
    or coalesce(submit_callback_request.page, '') !~ '^/.{0,199}$'
  then
    raise exception 'Invalid callback request.' using errcode = '22023';
  end if;

  insert into public.callback_requests
    (name, phone, time_window, topic, user_id, notice_version, page, client_ip)
  values (
    clean_name,
    submit_callback_request.phone,
    submit_callback_request.time_window,
    submit_callback_request.topic,
    (select u.id from auth.users u where u.id = submit_callback_request.user_id),
    submit_callback_request.notice_version,
    submit_callback_request.page,
    client_ip
  );
end;
$$;

revoke all on function public.submit_callback_request(text, text, text, text, text, text, uuid)
  from public, anon, authenticated;
grant execute on function public.submit_callback_request(text, text, text, text, text, text, uuid)
  to service_role;

-- Proofs of work now also serve the callback form.
create or replace function public.redeem_form_proof(form text, proof text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  minute timestamptz := to_timestamp(floor(extract(epoch from now()) / 60) * 60);
begin
  if redeem_form_proof.form is null
    or redeem_form_proof.form not in ('contact', 'subscribe', 'callback')
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

-- Callback requests are kept as long as contact messages: the retention job calls this beside
-- public.enforce_retention with the same number of months. Returns how many it removed.
create function public.expire_callback_requests(months integer)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n bigint;
begin
  if months is null or months not between 1 and 120 then
    raise exception 'months must be 1 to 120' using errcode = '22023';
  end if;
  delete from public.callback_requests c where c.created_at < now() - make_interval(months => months);
  get diagnostics n = row_count;
  return n;
end;
$$;

revoke all on function public.expire_callback_requests(integer) from public, anon, authenticated;
grant execute on function public.expire_callback_requests(integer) to service_role;

-- A member's callback requests, for their data download.
create function public.callback_requests_of(member uuid)
returns table (name text, phone text, time_window text, topic text, notice_version text, page text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.name, c.phone, c.time_window, c.topic, c.notice_version, c.page, c.created_at
  from public.callback_requests c
  where c.user_id = callback_requests_of.member
  order by c.id
$$;

revoke all on function public.callback_requests_of(uuid) from public, anon, authenticated;
grant execute on function public.callback_requests_of(uuid) to service_role;
