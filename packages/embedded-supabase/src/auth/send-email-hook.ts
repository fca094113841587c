import type { Database } from "../db/database";
import type { Logger } from "../log/logger";
import type { MailMessage, SendMail } from "../mail/types";
import type { HookSettings } from "../config/phone-settings";
import { invokeHook } from "./hooks";
import { identitiesOf, userJson } from "./users";
import type { UserRow } from "./users";

export interface SendEmailHookDeps {
  db: Database;
  settings: HookSettings;
  timeoutMs: number;
  log: Logger;
  /** GoTrue's `site_url` of the payload: its API's external URL, which `/verify` links start from. */
  apiUrl: () => string;
}

/**
 * GoTrue's `email_data` of one e-mail. An e-mail change confirmed from both addresses is one call,
 * with GoTrue's historical mapping (its Send Email Hook guide): the current address gets `token`
 * with `token_hash_new`, the new one `token_new` with `token_hash`; with one address, `token` and
 * `token_hash` are the new address's.
 */
export function emailData(message: MailMessage, siteUrl: string) {
  const current = message.currentAddress;
  return {
    token: current ? current.code : message.code,
    token_hash: message.tokenHash,
    redirect_to: message.redirectTo,
    email_action_type: message.kind,
    site_url: siteUrl,
    token_new: current ? message.code : "",
    token_hash_new: current ? current.tokenHash : "",
  };
}

/**
 * The Send Email hook in the mailer's place: each e-mail is one signed call with the account and
 * its `email_data`, and the backend itself sends nothing.
 */
export function sendEmailThroughHook(deps: SendEmailHookDeps): SendMail {
  return async (message) => {
    if (message.confirmsCurrent) return;
    const user = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow>("select * from auth.users where id = $1", [
        message.userId,
      ]);
      return userJson(rows[0]!, await identitiesOf(tx, message.userId));
    });
    await invokeHook(
      { settings: deps.settings, timeoutMs: deps.timeoutMs, log: deps.log },
      "send-email",
      { user, email_data: emailData(message, deps.apiUrl()) },
      "",
    );
  };
}
