-- Retention also covers the team console: audit entries go after a year, news runs after 90 days
-- (as news items). The rest of public.enforce_retention is as before.
create or replace function public.enforce_retention(contact_message_months integer default 24)
returns table (kind text, removed bigint)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n bigint;
begin
  if contact_message_months is null or contact_message_months not between 1 and 120 then
    raise exception 'contact_message_months must be 1 to 120' using errcode = '22023';
  end if;

  -- Accounts that confirmed neither an e-mail address nor a mobile number within 7 days (profile
  -- row, sessions and consent records go with them, by their foreign keys).
  delete from auth.users u
  where u.email_confirmed_at is null and u.phone_confirmed_at is null
    and u.created_at < now() - interval '7 days';
  get diagnostics n = row_count;
  kind := 'unconfirmed_accounts'; removed := n; return next;

  -- Subscription requests never confirmed within 7 days: a new address goes entirely; an address
  -- that was on the list before keeps its row (its suppression) without the request.
  delete from public.subscriptions s
  where s.requested_at < now() - interval '7 days'
    and s.confirmed_at is null and s.unsubscribed_at is null;
  get diagnostics n = row_count;
  update public.subscriptions s
     set requested_at = null, confirm_token_hash = null
   where s.requested_at < now() - interval '7 days';
  delete from public.consent_records c
  where c.purpose <> 'account' and c.confirmed_at is null
    and c.asked_at < now() - interval '7 days';
  kind := 'unconfirmed_subscriptions'; removed := n; return next;

  delete from public.contact_messages m
  where m.created_at < now() - make_interval(months => contact_message_months);
  get diagnostics n = row_count;
  kind := 'contact_messages'; removed := n; return next;

  delete from public.ai_news a where a.fetched_at < now() - interval '90 days';
  get diagnostics n = row_count;
  kind := 'news'; removed := n; return next;

  -- The console's audit log is kept one year; its trigger lets only this job delete.
  perform set_config('gurukul.retention', 'on', true);
  delete from public.audit_log l where l.at < now() - interval '1 year';
  get diagnostics n = row_count;
  perform set_config('gurukul.retention', 'off', true);
  kind := 'audit_log'; removed := n; return next;

  delete from public.news_runs r where r.finished_at < now() - interval '90 days';
  get diagnostics n = row_count;
  kind := 'news_runs'; removed := n; return next;

  -- In batches: visitors' requests never sweep, so a backlog is cleared over a few runs instead
  -- of holding the table in one long statement.
  delete from private.rate_limits r
  where (r.bucket, r.window_start) in (
    select l.bucket, l.window_start from private.rate_limits l
    where l.window_start < now() - interval '1 day'
    limit 50000
  );
  get diagnostics n = row_count;
  kind := 'rate_limits'; removed := n; return next;
end;
$$;

