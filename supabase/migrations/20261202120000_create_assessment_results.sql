-- The career self-assessment's results, one row per completed attempt. A member reads and writes
-- only their own (RLS); nobody changes a result once stored, so "Take it again" adds a row. The
-- answers are kept so the result can be scored again when the scoring improves; the scores are
-- the ones the member was shown.
create table public.assessment_results (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The browser's id for the attempt, so saving it twice (two tabs, a retry) stores one row.
  attempt_id uuid not null,
  version text not null check (char_length(version) between 1 and 20),
  -- Statement id to choice, 1 (strongly disagree) to 5 (strongly agree).
  answers jsonb not null check (jsonb_typeof(answers) = 'object' and octet_length(answers::text) <= 4000),
  -- Pillar to score, 0 to 100.
  scores jsonb not null check (jsonb_typeof(scores) = 'object' and octet_length(scores::text) <= 1000),
  directions text[] not null check (cardinality(directions) between 1 and 3),
  taken_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (user_id, attempt_id)
);

alter table public.assessment_results enable row level security;

create index assessment_results_user_id_idx on public.assessment_results (user_id, taken_at desc);

comment on table public.assessment_results is
  'Career self-assessment results; each member reads and adds only their own.';

create policy "Members can read their own assessment results"
  on public.assessment_results for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members can add their own assessment results"
  on public.assessment_results for insert to authenticated
  with check ((select auth.uid()) = user_id);

revoke all on table public.assessment_results from public, anon, authenticated;
grant select, insert on table public.assessment_results to authenticated;
grant all on table public.assessment_results to service_role;

-- How many results there are, for the team: counts, never answers.
create function public.assessment_result_counts()
returns table (results bigint, members bigint, last_7_days bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*), count(distinct r.user_id), count(*) filter (where r.created_at > now() - interval '7 days')
  from public.assessment_results r
$$;

revoke all on function public.assessment_result_counts() from public, anon, authenticated;
grant execute on function public.assessment_result_counts() to service_role;
