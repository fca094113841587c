-- AI news items read by /ai-updates and GET /api/news. Filled only by the ingestion job (and the
-- embedded backend's demo seed), both of which write as the service role.
create table public.ai_news (
  id bigint generated always as identity primary key,
  title text not null check (char_length(btrim(title)) between 1 and 500),
  published date,
  source text not null check (char_length(btrim(source)) between 1 and 200),
  link text not null unique check (char_length(link) <= 2048 and link ~* '^https?://[^[:space:]]+$'),
  fetched_at timestamptz not null default now(),
  is_demo boolean not null default false
);

alter table public.ai_news enable row level security;

comment on table public.ai_news is
  'AI news items, one per canonical link; fetched_at is refreshed each time a feed lists the item.';

-- Serves the day window (fetched_at >= day and < day + 24 h), newest first.
create index ai_news_fetched_at_idx on public.ai_news (fetched_at desc);

create policy "Everyone can read news items"
  on public.ai_news
  for select
  to anon, authenticated
  using (true);

-- No insert, update or delete policies: only the service role (which bypasses RLS) writes.
revoke all on table public.ai_news from public, anon, authenticated;
grant select on table public.ai_news to anon, authenticated;
grant all on table public.ai_news to service_role;
