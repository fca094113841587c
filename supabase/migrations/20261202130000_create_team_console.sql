-- The team console (/admin). The team is the accounts whose `app_metadata.role` is 'team', which
-- only the secret key can set (`npm run admin:grant`). Every policy below reads that claim from the
-- request's JWT, so the database decides what a token sees, whatever page asks. Policies spell the
-- claim out; the functions, run as their owner, ask private.is_team().

create function private.is_team()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'team'
$$;

revoke all on function private.is_team() from public, anon, authenticated;

-- Who handled a message, and when; set only by public.mark_message_handled().
alter table public.contact_messages
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  add column handled_by_email text check (char_length(handled_by_email) <= 255);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc, id desc);

create policy "The team can read contact messages"
  on public.contact_messages for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'team');
create policy "The team can read subscriptions"
  on public.subscriptions for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'team');
create policy "The team can read consent records"
  on public.consent_records for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'team');
create policy "The team can read every member's row"
  on public.users for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'team');

grant select on table public.contact_messages, public.subscriptions, public.consent_records
  to authenticated;

-- Every view of personal data in the console, kept a year. Rows come only from the functions
-- below; the triggers refuse every change and every delete but the retention job's.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor uuid,
  actor_email text check (char_length(actor_email) <= 255),
  action text not null check (
    action in ('message.opened', 'message.handled', 'address.looked_up', 'list.exported',
               'address.erased')
  ),
  subject text not null check (char_length(subject) between 1 and 255),
  request_id text check (char_length(request_id) <= 200),
  at timestamptz not null default now()
);

create index audit_log_at_idx on public.audit_log (at desc, id desc);

alter table public.audit_log enable row level security;

comment on table public.audit_log is
  'Who in the team viewed which personal data, when, under which request id; kept one year.';

create policy "The team can read the audit log"
  on public.audit_log for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'team');

revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('gurukul.retention', true) = 'on' then
    return old;
  end if;
  raise exception 'Audit entries cannot be changed or deleted.' using errcode = '42501';
end;
$$;

revoke all on function private.refuse_audit_change() from public, anon, authenticated;

create trigger refuse_audit_change
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_change();

create function private.write_audit(action text, subject text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (actor, actor_email, action, subject, request_id)
  values (
    auth.uid(),
    left(auth.jwt() ->> 'email', 255),
    write_audit.action,
    left(write_audit.subject, 255),
    left(nullif(current_setting('request.headers', true), '')::json ->> 'x-request-id', 200)
  );
end;
$$;

revoke all on function private.write_audit(text, text) from public, anon, authenticated;

-- Records one view by the calling team member; anyone else gets 42501 (HTTP 403).
create function public.record_audit(action text, subject text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_team() then
    raise exception 'Only the team can write the audit log.' using errcode = '42501';
  end if;
  if record_audit.action not in ('address.looked_up', 'list.exported', 'address.erased') then
    raise exception 'Unknown audit action.' using errcode = '22023';
  end if;
  perform private.write_audit(record_audit.action, record_audit.subject);
end;
$$;

revoke all on function public.record_audit(text, text) from public, anon, authenticated;
grant execute on function public.record_audit(text, text) to authenticated;

-- One message for the team, its opening written to the audit log in the same transaction.
create function public.open_contact_message(message_id bigint)
returns setof public.contact_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_team() then
    raise exception 'Only the team can open messages.' using errcode = '42501';
  end if;
  if exists (select 1 from public.contact_messages m where m.id = open_contact_message.message_id)
  then
    perform private.write_audit('message.opened', open_contact_message.message_id::text);
  end if;
  return query
    select * from public.contact_messages m where m.id = open_contact_message.message_id;
end;
$$;

revoke all on function public.open_contact_message(bigint) from public, anon, authenticated;
grant execute on function public.open_contact_message(bigint) to authenticated;

-- Marks a message handled by the calling team member; true when it was not handled before.
create function public.mark_message_handled(message_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n bigint;
begin
  if not private.is_team() then
    raise exception 'Only the team can handle messages.' using errcode = '42501';
  end if;
  update public.contact_messages m
     set handled_at = now(), handled_by = auth.uid(), handled_by_email = auth.jwt() ->> 'email'
   where m.id = mark_message_handled.message_id and m.handled_at is null;
  get diagnostics n = row_count;
  if n > 0 then
    perform private.write_audit('message.handled', mark_message_handled.message_id::text);
  end if;
  return n > 0;
end;
$$;

revoke all on function public.mark_message_handled(bigint) from public, anon, authenticated;
grant execute on function public.mark_message_handled(bigint) to authenticated;

-- Per list, with the caller's rights (the team's): confirmed addresses (the ones exported and
-- mailed), pending requests, and withdrawn ones (unsubscribed, or erased but for suppression).
create function public.list_counts()
returns table (source text, confirmed bigint, pending bigint, withdrawn bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.source,
         count(*) filter (where s.confirmed_at is not null and s.unsubscribed_at is null),
         count(*) filter (where s.requested_at is not null
                            and (s.confirmed_at is null or s.unsubscribed_at is not null)),
         count(*) filter (where s.unsubscribed_at is not null and s.requested_at is null)
  from public.subscriptions s
  group by s.source
  order by s.source
$$;

revoke all on function public.list_counts() from public, anon;
grant execute on function public.list_counts() to authenticated;

-- Per list and ISO week (its Monday, UTC): new confirmations over the last `weeks` weeks.
create function public.list_weekly_confirmations(weeks integer default 8)
returns table (source text, week date, confirmed bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.source, (date_trunc('week', s.confirmed_at at time zone 'UTC'))::date, count(*)
  from public.subscriptions s
  where s.confirmed_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
                          - make_interval(weeks => greatest(1, least(weeks, 52)) - 1)
  group by 1, 2
  order by 1, 2
$$;

revoke all on function public.list_weekly_confirmations(integer) from public, anon;
grant execute on function public.list_weekly_confirmations(integer) to authenticated;

-- One row per news ingestion run: what it read, stored and which feeds failed.
create table public.news_runs (
  id bigint generated always as identity primary key,
  finished_at timestamptz not null default now(),
  feeds integer not null check (feeds >= 0),
  fetched integer not null check (fetched >= 0),
  inserted integer not null check (inserted >= 0),
  failed integer not null check (failed >= 0),
  failures jsonb not null default '[]'::jsonb check (jsonb_typeof(failures) = 'array')
);

create index news_runs_finished_at_idx on public.news_runs (finished_at desc);

alter table public.news_runs enable row level security;

create policy "The team can read news runs"
  on public.news_runs for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'team');

revoke all on table public.news_runs from public, anon, authenticated;
grant select on table public.news_runs to authenticated;
grant all on table public.news_runs to service_role;
