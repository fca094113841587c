import type { Database } from "../db/database";
import type { SigningKeys } from "../jwt/keys";
import type { Logger } from "../log/logger";
import type { MailQuota } from "../mail/quota";
import type { SendMail } from "../mail/types";
import type { AuthThrottle } from "./limits";
import type { SmsQuota } from "./sms-quota";
import type { Sessions } from "./sessions";
import type { AuthConfig } from "./users";

/** What every endpoint module of `/auth/v1` works over. */
export interface AuthContext {
  db: Database;
  keys: SigningKeys;
  config: AuthConfig;
  /** Resolves once the message is sent; rejects when the mailer fails. */
  sendMail: SendMail;
  /** What each e-mail takes out of the database's mail quotas, in the transaction saving its code. */
  mailQuota: MailQuota;
  /** What each text takes out of the database's SMS quotas, in the transaction saving its code. */
  smsQuota: SmsQuota;
  throttle: AuthThrottle;
  sessions: Sessions;
  /** Compared against when the e-mail is unknown, so a miss costs as long as a wrong password. */
  dummyHash: Promise<string>;
  /** The backend's logger (the `logger` option). */
  log: Logger;
}

/**
 * What the e-mail flows (`/recover`, `/otp`, `/resend`, `/verify`, `/invite`, generated links)
 * work over: the database, the settings, the throttle, sessions and the mailer.
 */
export type EmailFlowContext = Pick<
  AuthContext,
  "db" | "config" | "throttle" | "sessions" | "sendMail" | "mailQuota"
>;
