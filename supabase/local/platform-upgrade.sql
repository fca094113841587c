-- Platform changes made after the first bootstrap (platform.sql). Idempotent and applied on every
-- start, so data directories created before them catch up.

-- Pending e-mail change, as GoTrue keeps it: the e-mail stays until the change is confirmed.
alter table auth.users add column if not exists email_change varchar(255);
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users
  add column if not exists email_change_confirm_status smallint not null default 0;

alter table auth.one_time_tokens drop constraint if exists one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check check (
  token_type in (
    'confirmation_token',
    'recovery_token',
    'email_change_token_current',
    'email_change_token_new'
  )
);
