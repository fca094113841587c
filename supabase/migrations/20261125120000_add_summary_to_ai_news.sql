-- A line or two about each item, from the feed's description or summary, for the news cards.
-- Null where the feed gives none.
alter table public.ai_news
  add column summary text check (summary is null or char_length(btrim(summary)) between 1 and 400);

comment on column public.ai_news.summary is
  'Plain text from the feed item''s description or summary, at most 400 characters; null when absent.';
