import type { Database } from "../db/database";

/** What one cleanup run deleted. */
export interface CleanupReport {
  refreshTokens: number;
  sessions: number;
  oneTimeTokens: number;
  flowStates: number;
  codeFailures: number;
  mailQuotas: number;
  smsQuotas: number;
  passwordFailures: number;
}

/** Rows deleted per statement, so no one transaction holds the database long. */
const BATCH = 5_000;
/**
 * Batches per table per run: a backlog of up to 100,000 rows goes in one run rather than over
 * twenty hours, and a larger one still cannot keep the run going for ever.
 */
const MAX_BATCHES = 20;

const STATEMENTS: Record<keyof CleanupReport, string> = {
  // Rotated or revoked a day ago: past any reuse interval, kept by nothing (as GoTrue's cleanup).
  refreshTokens: `delete from auth.refresh_tokens where id in (
      select id from auth.refresh_tokens
      where revoked and updated_at < now() - interval '1 day' limit ${BATCH})`,
  // A session with no live refresh token left cannot be refreshed; a day on, its access tokens
  // have long expired too.
  sessions: `delete from auth.sessions where id in (
      select s.id from auth.sessions s
      where coalesce(s.refreshed_at, s.updated_at, s.created_at) < now() - interval '1 day'
        and not exists (
          select 1 from auth.refresh_tokens r where r.session_id = s.id and not r.revoked)
      limit ${BATCH})`,
  // E-mailed codes and links live minutes; a day on they are only clutter.
  oneTimeTokens: `delete from auth.one_time_tokens where id in (
      select id from auth.one_time_tokens where created_at < now() - interval '1 day'
      limit ${BATCH})`,
  // PKCE flows of e-mails a day old, and redirect sign-ins past their code's life (a row is
  // written with its code, which lives 5 minutes).
  flowStates: `delete from auth.flow_state where id in (
      select id from auth.flow_state
      where created_at < now() - interval '1 day'
         or (authentication_method = 'oauth' and created_at < now() - interval '10 minutes')
      limit ${BATCH})`,
  // Counts of wrong codes whose hour is over.
  codeFailures: `with old_networks as (
      delete from auth.code_failure_networks where network in (
        select network from auth.code_failure_networks
        where window_start < now() - interval '1 hour' limit ${BATCH}))
    delete from auth.code_failures where user_id in (
      select user_id from auth.code_failures where window_start < now() - interval '1 hour'
      limit ${BATCH})`,
  // Mail counts whose hour (and any pace) is over.
  mailQuotas: `with old_windows as (
      delete from auth.mail_quota where window_start < now() - interval '1 day'),
    old_new_account_windows as (
      delete from auth.mail_quota_new_accounts where window_start < now() - interval '1 day')
    delete from auth.mail_recipients where address in (
      select address from auth.mail_recipients
      where window_start < now() - interval '1 hour' and last_sent_at < now() - interval '1 hour'
      limit ${BATCH})`,
  // Text counts whose hour (and any pace) is over.
  smsQuotas: `with old_windows as (
      delete from auth.sms_quota where window_start < now() - interval '1 day'),
    old_networks as (
      delete from auth.sms_networks where network in (
        select network from auth.sms_networks where window_start < now() - interval '1 hour'
        limit ${BATCH}))
    delete from auth.sms_recipients where phone in (
      select phone from auth.sms_recipients
      where window_start < now() - interval '1 hour' and last_sent_at < now() - interval '1 hour'
      limit ${BATCH})`,
  // Counts of wrong passwords whose hour is over.
  passwordFailures: `delete from auth.password_failures where (email, device) in (
      select email, device from auth.password_failures
      where window_start < now() - interval '1 hour' limit ${BATCH})`,
};

/**
 * GoTrue-style cleanup of auth data that can never be used again: spent refresh tokens, dead
 * sessions, old e-mailed tokens and abandoned PKCE flows, in bounded batches until none is left. Idempotent; run on
 * the embedded backend's hourly schedule.
 */
export async function cleanupAuthData(db: Database): Promise<CleanupReport> {
  const report = {
    refreshTokens: 0,
    sessions: 0,
    oneTimeTokens: 0,
    flowStates: 0,
    codeFailures: 0,
    mailQuotas: 0,
    smsQuotas: 0,
    passwordFailures: 0,
  };
  for (const key of Object.keys(STATEMENTS) as (keyof CleanupReport)[]) {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const result = await db.transaction((tx) => tx.query(STATEMENTS[key]));
      const deleted = result.affectedRows ?? 0;
      report[key] += deleted;
      if (deleted < BATCH) break;
    }
  }
  return report;
}
