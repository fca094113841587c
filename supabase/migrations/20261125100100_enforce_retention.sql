-- Retention, enforced: what the privacy notice promises to delete, deleted. Run by the schedules
-- that ingest news (the cron route and `npm run news:ingest`); running it twice deletes nothing
-- more. Returns how many rows of each kind it removed.
create function public.enforce_retention(contact_message_months integer default 24)
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

  -- Accounts whose e-mail address was never confirmed within 7 days (profile row, sessions and
  -- consent records go with them, by their foreign keys).
  delete from auth.users u
  where u.email_confirmed_at is null and u.created_at < now() - interval '7 days';
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

revoke all on function public.enforce_retention(integer) from public, anon, authenticated;
grant execute on function public.enforce_retention(integer) to service_role;

-- Erasure with an account: everything held under its address goes (contact messages, consent
-- records, pending requests), and each list it was subscribed to keeps only a suppression entry:
-- the address, the list and the time, with no consent record or token of any use. Called by the
-- account deletion with the secret key, before the account itself is deleted.
create function public.erase_address(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean_email text := lower(btrim(erase_address.email));
begin
  if clean_email is null or clean_email = '' then
    raise exception 'An e-mail address is required.' using errcode = '22023';
  end if;

  delete from public.contact_messages m where lower(m.email) = clean_email;

  delete from public.subscriptions s
  where s.email = clean_email and s.confirmed_at is null and s.unsubscribed_at is null;

  update public.subscriptions s
     set unsubscribed_at = coalesce(s.unsubscribed_at, now()),
         subscribed_at = coalesce(s.unsubscribed_at, now()),
         created_at = coalesce(s.unsubscribed_at, now()),
         confirmed_at = null,
         requested_at = null,
         confirm_token_hash = null,
         confirmation_sent_at = null,
         consent_id = null
   where s.email = clean_email;

  delete from public.consent_records c where c.email = clean_email;
end;
$$;

revoke all on function public.erase_address(text) from public, anon, authenticated;
grant execute on function public.erase_address(text) to service_role;

-- The contact messages sent from an address, whatever its case, for a member's data download.
create function public.contact_messages_from(email text)
returns table (name text, email text, subject text, message text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.name, m.email, m.subject, m.message, m.created_at
  from public.contact_messages m
  where lower(m.email) = lower(btrim(contact_messages_from.email))
  order by m.id
$$;

revoke all on function public.contact_messages_from(text) from public, anon, authenticated;
grant execute on function public.contact_messages_from(text) to service_role;
