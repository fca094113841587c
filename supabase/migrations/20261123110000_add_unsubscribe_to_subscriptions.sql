-- Unsubscribe anytime. Every subscription row carries an unguessable token for its unsubscribe
-- link; unsubscribing keeps the row as suppressed (so the address is never mailed by mistake),
-- and subscribing again is a fresh consent with a new date and a new token.
alter table public.subscriptions
  add column unsubscribe_token text not null
    default (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))
    check (unsubscribe_token ~ '^[0-9a-f]{64}$'),
  add column subscribed_at timestamptz,
  add column unsubscribed_at timestamptz;

update public.subscriptions set subscribed_at = created_at;

alter table public.subscriptions
  alter column subscribed_at set not null,
  alter column subscribed_at set default now(),
  add constraint subscriptions_unsubscribe_token_key unique (unsubscribe_token);

comment on column public.subscriptions.subscribed_at is 'When the current consent was given.';
comment on column public.subscriptions.unsubscribed_at is
  'Set when the address unsubscribed: the row stays as a suppression entry.';

-- public.subscribe() inserts with "on conflict do nothing"; a suppressed row is revived here
-- instead, as a new consent, and the insert is skipped.
create function private.renew_suppressed_subscription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.subscriptions
     set unsubscribed_at = null,
         subscribed_at = now(),
         unsubscribe_token =
           replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
   where email = new.email and source = new.source and unsubscribed_at is not null;
  if found then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.renew_suppressed_subscription() from public, anon, authenticated;

create trigger renew_suppressed_subscription
  before insert on public.subscriptions
  for each row execute function private.renew_suppressed_subscription();

-- What an unsubscribe link is about: its address, its list and whether it is still subscribed.
-- Anyone holding the token may ask (it is the capability the e-mail carries); nothing else is
-- readable. Stable: it only reads.
create function public.subscription_by_token(token text)
returns table (email text, source text, unsubscribed boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.email, s.source, s.unsubscribed_at is not null
  from public.subscriptions s
  where s.unsubscribe_token = subscription_by_token.token
$$;

revoke all on function public.subscription_by_token(text) from public, anon, authenticated;
grant execute on function public.subscription_by_token(text) to anon, authenticated, service_role;

-- Ends the subscription the token belongs to; a repeat is a quiet success. Returns the row it is
-- about (none for an unknown token).
create function public.unsubscribe(token text)
returns table (email text, source text, unsubscribed boolean)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.subscriptions s
     set unsubscribed_at = coalesce(s.unsubscribed_at, now())
   where s.unsubscribe_token = unsubscribe.token
  returning s.email, s.source, true
$$;

revoke all on function public.unsubscribe(text) from public, anon, authenticated;
grant execute on function public.unsubscribe(text) to anon, authenticated, service_role;
