import type { IncomingMessage, ServerResponse } from "node:http";

import { checkNewPassword, emailExists, insertUser } from "./admin";
import { parseEmail, readJsonObject, validationError } from "./input";
import type { AuthThrottle } from "./limits";
import { markEmailConfirmed, userJson } from "./users";
import type { AuthConfig, UserRow } from "./users";
import type { Database, Transaction } from "../db/database";
import { confirmEmailChange, EMAIL_CHANGE_ACCEPTED, startEmailChange } from "./email-change";
import {
  checkEmailCode,
  codeExpired,
  codeUsedUp,
  consumeEmailToken,
  linkExpired,
  newEmailToken,
  PKCE_PREFIX,
  saveEmailToken,
  proofOfCode,
  proofOfLink,
} from "./email-tokens";
import type { EmailToken, OneTimeTokenType } from "./email-tokens";
import { AuthApiError } from "../http/errors";
import { deliver } from "../mail/deliver";
import type { MailKind, MailMessage } from "../mail/types";
import { isObject, sendText } from "../http/http";
import { issueAuthCode, readPkceChallenge, saveFlowState } from "./pkce";
import type { PkceChallenge } from "./pkce";
import type { Sessions } from "./sessions";

type Session = Awaited<ReturnType<Sessions["issueSession"]>>;

/** What each `/verify` type redeems, the session's `amr` method and the PKCE flows it ends. */
const VERIFY_TYPES: Record<
  string,
  { tokenTypes: OneTimeTokenType[]; method: string; flows: MailKind[] }
> = {
  signup: { tokenTypes: ["confirmation_token"], method: "otp", flows: ["signup"] },
  invite: { tokenTypes: ["confirmation_token"], method: "invite", flows: ["invite"] },
  magiclink: {
    tokenTypes: ["recovery_token", "confirmation_token"],
    method: "magiclink",
    flows: ["magiclink", "signup"],
  },
  email: {
    tokenTypes: ["recovery_token", "confirmation_token"],
    method: "otp",
    flows: ["magiclink", "signup"],
  },
  recovery: { tokenTypes: ["recovery_token"], method: "recovery", flows: ["recovery"] },
  email_change: {
    tokenTypes: ["email_change_token_current", "email_change_token_new"],
    method: "otp",
    flows: ["email_change"],
  },
};

const TOKEN_TYPE_OF: Record<Exclude<MailKind, "email_change">, OneTimeTokenType> = {
  signup: "confirmation_token",
  invite: "confirmation_token",
  magiclink: "recovery_token",
  recovery: "recovery_token",
};

const LINK_TYPES = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change_current",
  "email_change_new",
] as const;

type Verified = { userId: string; done: boolean };

const PHONE_TYPES = ["sms", "phone_change"] as const;

function isPhoneType(type: unknown): type is (typeof PHONE_TYPES)[number] {
  return (PHONE_TYPES as readonly unknown[]).includes(type);
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

/** There is no phone provider: GoTrue's answer when it is disabled. */
function phoneLoginsDisabled(): AuthApiError {
  return new AuthApiError(400, "phone_provider_disabled", "Phone logins are disabled");
}

function otpDisabled(): AuthApiError {
  return new AuthApiError(422, "otp_disabled", "Signups not allowed for otp");
}

/** GoTrue's check of a phone number: E.164 once `+`, spaces… are dropped. */
function checkPhone(value: unknown): void {
  const phone = String(value).replace(/^\+/, "").replaceAll(" ", "");
  if (!/^[1-9]\d{1,14}$/.test(phone)) {
    throw validationError(400, "Invalid phone number format (E.164 required)");
  }
}
type LinkOutcome = { code: string } | { message: string } | { session: Session };
type VerifyProof = { tokenHash: string } | { email: string; code: string } | { phone: true };

/**
 * The e-mail flows of GoTrue: confirmation-required sign-up mail, `/recover`, `/otp`,
 * `/resend`, `/verify` (link and typed code, implicit and PKCE) and `/admin/generate_link`.
 *
 * Links follow the templates this project configures: recovery and e-mail change land on the
 * site's `/auth/confirm?token_hash=…` (README, Deploy); sign-up, invite and magic link use GoTrue's
 * default `{{ .ConfirmationURL }}`, `/auth/v1/verify?token=…&redirect_to=…`, whose redirect
 * carries the session (implicit) or, when the request sent a PKCE challenge, `?code=`.
 */
export function createEmailFlows({
  db,
  config,
  throttle,
  sessions,
  sendMail,
}: {
  db: Database;
  config: AuthConfig;
  throttle: AuthThrottle;
  sessions: Sessions;
  sendMail: (message: MailMessage) => Promise<void>;
}) {
  /** `redirect_to` when it points at the site or a loopback host, else `fallback` on the site. */
  function allowedRedirect(redirectTo: string | null | undefined, fallback: string): URL {
    const site = new URL(config.siteUrl);
    let base = new URL(fallback, site);
    if (redirectTo) {
      try {
        const candidate = new URL(redirectTo);
        const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(candidate.hostname);
        if (
          ["http:", "https:"].includes(candidate.protocol) &&
          (candidate.origin === site.origin || loopback)
        ) {
          base = candidate;
        }
      } catch {
        // An unparsable redirect falls back to the site, as GoTrue does for disallowed ones.
      }
    }
    return base;
  }

  /**
   * GoTrue's `{{ .ConfirmationURL }}`. As GoTrue does, `redirect_to` goes in as it is unless it
   * holds `&`, `=` or `#`, which would break the query, and only then is percent-encoded.
   */
  function confirmationUrl(redirectTo: string | null | undefined, token: string, type: string) {
    const redirect = allowedRedirect(redirectTo, "/").toString();
    const query = [
      `token=${encodeURIComponent(token)}`,
      `type=${encodeURIComponent(type)}`,
      `redirect_to=${/[&=#]/.test(redirect) ? encodeURIComponent(redirect) : redirect}`,
    ];
    return `${config.externalUrl}/auth/v1/verify?${query.join("&")}`;
  }

  /** The site's own template: `/auth/confirm?token_hash={{ .TokenHash }}&type=…`. */
  function siteLink(redirectTo: string | null | undefined, token: string, type: string) {
    const base = allowedRedirect(redirectTo, "/auth/confirm");
    base.searchParams.set("token_hash", token);
    base.searchParams.set("type", type);
    return base.toString();
  }

  function linkFor(kind: MailKind, redirectTo: string | null | undefined, token: EmailToken) {
    return kind === "recovery" || kind === "email_change"
      ? siteLink(redirectTo, token.tokenHash, kind)
      : confirmationUrl(redirectTo, token.tokenHash, kind);
  }

  /** Saves a new code for `user` (and the PKCE flow, if any) and returns the e-mail to send. */
  async function prepareMail(
    tx: Transaction,
    user: { id: string; email: string },
    kind: Exclude<MailKind, "email_change">,
    pkce: PkceChallenge | null,
    redirectTo: string | null | undefined,
  ): Promise<MailMessage> {
    const token = newEmailToken(user.email, pkce !== null);
    await saveEmailToken(tx, user.id, TOKEN_TYPE_OF[kind], user.email, token);
    if (pkce) await saveFlowState(tx, user.id, kind, pkce);
    return { kind, to: user.email, code: token.code, link: linkFor(kind, redirectTo, token) };
  }

  async function prepareEmailChange(
    tx: Transaction,
    user: UserRow,
    newEmail: string,
    pkce: PkceChallenge | null,
    redirectTo: string | null | undefined,
    doubleConfirm = config.doubleConfirmChanges,
  ): Promise<MailMessage[]> {
    const links = await startEmailChange(tx, user, newEmail, doubleConfirm, pkce !== null);
    if (pkce) await saveFlowState(tx, user.id, "email_change", pkce);
    return links.map(({ to, token }) => ({
      kind: "email_change" as const,
      to,
      code: token.code,
      link: linkFor("email_change", redirectTo, token),
    }));
  }

  async function findUser(tx: Transaction, email: string): Promise<UserRow | undefined> {
    return (await tx.query<UserRow>("select * from auth.users where lower(email) = $1", [email]))
      .rows[0];
  }

  /** Redeems a link (`tokenHash`) or a typed code (`email` + `code`) of `type`. */
  async function redeem(
    tx: Transaction,
    type: string,
    proof: { tokenHash: string } | { email: string; code: string },
  ): Promise<Verified> {
    const byLink = "tokenHash" in proof;
    const stored = byLink ? proofOfLink(proof.tokenHash) : proofOfCode(proof.email, proof.code);
    const expired = byLink ? linkExpired : codeExpired;
    if (type === "email_change") return confirmEmailChange(tx, stored, expired);
    const consumed = await consumeEmailToken(tx, stored, VERIFY_TYPES[type]!.tokenTypes);
    if (!consumed) throw expired();
    await markEmailConfirmed(tx, consumed.userId);
    return { userId: consumed.userId, done: true };
  }

  function verifyType(type: unknown): string {
    if (typeof type !== "string" || type === "") {
      throw validationError(400, "Verify requires a verification type");
    }
    if (!VERIFY_TYPES[type]) throw validationError(400, "Unsupported verification type");
    return type;
  }

  /**
   * GoTrue's checks of a `POST /verify` body, in its order: a type, exactly one of token and
   * token hash, a hash alone, a code with either an address (422 when malformed) or a phone.
   */
  function verifyProof(body: Record<string, unknown>): VerifyProof {
    if (!hasValue(body.type)) throw validationError(400, "Verify requires a verification type");
    const token = typeof body.token === "string" ? body.token : "";
    const tokenHash = typeof body.token_hash === "string" ? body.token_hash : "";
    if ((token === "") === (tokenHash === "")) {
      throw validationError(400, "Verify requires either a token or a token hash");
    }
    if (tokenHash !== "") {
      if (hasValue(body.email) || hasValue(body.phone) || hasValue(body.redirect_to)) {
        throw validationError(400, "Only the token_hash and type should be provided");
      }
      return { tokenHash };
    }
    if (hasValue(body.phone) && !hasValue(body.email)) {
      checkPhone(body.phone);
      return { phone: true };
    }
    if (hasValue(body.email) && !hasValue(body.phone)) {
      let email: string;
      try {
        email = parseEmail(body.email, "Invalid email format");
      } catch {
        throw validationError(422, "Invalid email format");
      }
      return { email, code: token.trim() };
    }
    throw validationError(
      400,
      "Only an email address or phone number should be provided on verify",
    );
  }

  /** `POST /verify` with `{type, token_hash}` or `{type, email, token}`. */
  async function verify(req: IncomingMessage) {
    throttle.verifyToken(req);
    const body = await readJsonObject(req);
    const proof = verifyProof(body);
    // No account has a phone number, so no SMS code can match.
    if ("phone" in proof) throw codeExpired();
    if (isPhoneType(body.type)) {
      if ("tokenHash" in proof) throw validationError(400, "Invalid email verification type");
      throw codeExpired();
    }
    const type = verifyType(body.type);
    if ("code" in proof) {
      // Its own transaction: a wrong guess must be counted although this request then fails.
      const checked = await db.transaction((tx) =>
        checkEmailCode(tx, proof.email, proof.code, VERIFY_TYPES[type]!.tokenTypes),
      );
      if (checked === "dead") throw codeUsedUp();
      if (checked === "wrong") throw codeExpired();
    }
    return db.transaction(async (tx): Promise<Session | { msg: string; code: string }> => {
      const { userId, done } = await redeem(tx, type, proof);
      if (!done) return { msg: EMAIL_CHANGE_ACCEPTED, code: "200" };
      return sessions.issueSession(tx, userId, VERIFY_TYPES[type]!.method, req);
    });
  }

  /**
   * `GET /verify?token&type&redirect_to`, the e-mailed link: redirects to `redirect_to` with
   * the session in the fragment (implicit flow), or `?code=` when the flow began with a PKCE
   * challenge. Errors go in the fragment, and for PKCE links in the query too, where a server
   * can read them.
   */
  async function verifyLink(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params = url.searchParams;
    const target = allowedRedirect(params.get("redirect_to"), "/");
    const token = params.get("token") ?? "";
    const pkce = token.startsWith(PKCE_PREFIX);
    let fragment: Record<string, string> = {};
    try {
      throttle.verifyToken(req);
      const type = verifyType(params.get("type"));
      if (token === "") throw validationError(400, "Verify requires a token or a token hash");
      const outcome = await db.transaction(async (tx): Promise<LinkOutcome> => {
        const { userId, done } = await redeem(tx, type, { tokenHash: token });
        if (!done) return { message: EMAIL_CHANGE_ACCEPTED };
        if (pkce) {
          const code = await issueAuthCode(tx, userId, VERIFY_TYPES[type]!.flows);
          if (!code) {
            throw new AuthApiError(
              404,
              "flow_state_not_found",
              "invalid flow state, no valid flow state found",
            );
          }
          return { code };
        }
        return {
          session: await sessions.issueSession(tx, userId, VERIFY_TYPES[type]!.method, req),
        };
      });
      if ("code" in outcome) target.searchParams.set("code", outcome.code);
      else if ("message" in outcome) fragment = { message: outcome.message };
      else {
        const { session } = outcome;
        fragment = {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type,
        };
      }
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      fragment = {
        error: error.status === 403 ? "access_denied" : "invalid_request",
        error_code: error.code,
        error_description: error.message,
      };
      if (pkce)
        for (const [key, value] of Object.entries(fragment)) target.searchParams.set(key, value);
    }
    if (Object.keys(fragment).length > 0) target.hash = new URLSearchParams(fragment).toString();
    sendText(res, 303, "", { Location: target.toString() });
  }

  /** Sends a confirmation e-mail for a new sign-up (confirmations on) inside its transaction. */
  async function signupConfirmation(
    tx: Transaction,
    user: { id: string; email: string },
    body: Record<string, unknown>,
    url: URL,
  ): Promise<MailMessage> {
    return prepareMail(
      tx,
      user,
      "signup",
      readPkceChallenge(body),
      url.searchParams.get("redirect_to"),
    );
  }

  /** `POST /recover`: a recovery link, if the address has an account (the answer is the same). */
  async function recover(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    const email = parseEmail(body.email, "Password recovery requires an email");
    const pkce = readPkceChallenge(body);
    throttle.sendEmail(req, email);
    const mail = await db.transaction(async (tx) => {
      const user = await findUser(tx, email);
      return user
        ? prepareMail(tx, user, "recovery", pkce, url.searchParams.get("redirect_to"))
        : null;
    });
    if (mail) await deliver(sendMail, [mail]);
    return {};
  }

  /**
   * `POST /otp`, checked in GoTrue's order. With an e-mail: a magic link and code to a confirmed
   * account. A new or unconfirmed address is signed up first (unless `create_user` is false):
   * with confirmations on it gets a sign-up confirmation, which signs in too; auto-confirmed, as
   * GoTrue's sign-up does, its account is confirmed and it gets the magic link.
   */
  async function otp(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    if (hasValue(body.email) && hasValue(body.phone)) {
      throw validationError(400, "Only an email address or phone number should be provided");
    }
    if (hasValue(body.email) && hasValue(body.channel)) {
      throw validationError(400, "Channel should only be specified with Phone OTP");
    }
    const pkce = readPkceChallenge(body);
    const createUser = body.create_user !== false;
    if (hasValue(body.phone)) {
      // No account has a phone number: without create_user there is none to sign in.
      if (!createUser) {
        checkPhone(body.phone);
        throw otpDisabled();
      }
      throw new AuthApiError(400, "phone_provider_disabled", "Unsupported phone provider");
    }
    if (!hasValue(body.email)) throw validationError(400, "One of email or phone must be set");
    if (!config.emailSignupEnabled) {
      throw new AuthApiError(400, "email_provider_disabled", "Email logins are disabled");
    }
    const email = parseEmail(body.email, "An email address is required");
    if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
      throw validationError(400, "data must be a JSON object");
    }
    const redirectTo = url.searchParams.get("redirect_to");
    throttle.sendEmail(req, email);
    const mail = await db.transaction(async (tx) => {
      let user = await findUser(tx, email);
      if (!user) {
        if (!createUser || !config.enableSignup) throw otpDisabled();
        user = await insertUser(tx, {
          email,
          confirmed: !config.enableConfirmations,
          userMetadata: isObject(body.data) ? body.data : undefined,
          identityClaims: true,
        });
      } else if (!user.email_confirmed_at && !config.enableConfirmations) {
        await markEmailConfirmed(tx, user.id);
        user = (await findUser(tx, email))!;
      }
      const kind = user.email_confirmed_at ? "magiclink" : "signup";
      return prepareMail(tx, user, kind, pkce, redirectTo);
    });
    await deliver(sendMail, [mail]);
    return {};
  }

  /** `POST /resend`: a new sign-up confirmation or new e-mail change links. */
  async function resend(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    const type = body.type;
    if (type !== "signup" && type !== "email_change" && !isPhoneType(type)) {
      throw validationError(
        400,
        "Missing one of these types: signup, email_change, sms, phone_change",
      );
    }
    if (type === "sms" && !hasValue(body.phone)) {
      throw validationError(400, "Type provided requires a phone number");
    }
    if (hasValue(body.email) && hasValue(body.phone)) {
      throw validationError(400, "Only an email address or phone number should be provided.");
    }
    if (hasValue(body.phone)) throw phoneLoginsDisabled();
    const email = parseEmail(body.email, "Type provided requires an email address");
    const pkce = readPkceChallenge(body);
    const redirectTo = url.searchParams.get("redirect_to");
    throttle.sendEmail(req, email);
    // No account has a phone number, so a phone confirmation is never pending.
    if (isPhoneType(type)) return {};
    const mails = await db.transaction(async (tx): Promise<MailMessage[]> => {
      const user = await findUser(tx, email);
      // As GoTrue does, nothing tells whether the address has an account or anything pending.
      if (!user) return [];
      if (type === "signup") {
        return user.email_confirmed_at
          ? []
          : [await prepareMail(tx, user, "signup", pkce, redirectTo)];
      }
      return user.email_change
        ? prepareEmailChange(tx, user, user.email_change, pkce, redirectTo)
        : [];
    });
    await deliver(sendMail, mails);
    return {};
  }

  /**
   * `POST /invite` (secret key): an account for the address unless it has one, and an invitation
   * to it; an address whose account is confirmed is refused.
   */
  async function invite(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    const email = parseEmail(body.email, "An email address is required");
    if (hasValue(body.data) && !isObject(body.data)) {
      throw validationError(400, "data must be a JSON object");
    }
    const redirectTo = url.searchParams.get("redirect_to");
    const { row, mail } = await db.transaction(async (tx) => {
      let user = await findUser(tx, email);
      if (user?.email_confirmed_at) throw emailExists();
      user ??= await insertUser(tx, {
        email,
        confirmed: false,
        userMetadata: isObject(body.data) ? body.data : undefined,
      });
      const mail = await prepareMail(tx, user, "invite", null, redirectTo);
      const invited = await tx.query<UserRow>(
        "update auth.users set invited_at = now() where id = $1 returning *",
        [user.id],
      );
      return { row: invited.rows[0]!, mail };
    });
    await deliver(sendMail, [mail]);
    return userJson(row);
  }

  /**
   * `POST /admin/generate_link`: the link and code an e-mail would carry, without sending it, in
   * GoTrue's shape (the user's fields plus `action_link`, `email_otp`, `hashed_token`, …).
   */
  async function generateLink(req: IncomingMessage, url: URL) {
    const body = await readJsonObject(req);
    const type = body.type;
    if (typeof type !== "string" || !(LINK_TYPES as readonly string[]).includes(type)) {
      throw validationError(400, `Invalid email action link type requested: ${String(type)}`);
    }
    const email = parseEmail(body.email, "An email address is required");
    const metadata = isObject(body.data) ? body.data : undefined;
    const redirectTo =
      url.searchParams.get("redirect_to") ??
      (typeof body.redirect_to === "string" ? body.redirect_to : null);
    const result = await db.transaction(async (tx) => {
      let user = await findUser(tx, email);
      let token: EmailToken;
      let linkType: string = type;
      if (type === "signup" || type === "invite" || (type === "magiclink" && !user)) {
        if (user?.email_confirmed_at) throw emailExists();
        const password =
          type === "signup"
            ? checkNewPassword(
                body.password,
                config.minimumPasswordLength,
                "Signup requires a valid password",
              )
            : undefined;
        user ??= await insertUser(tx, {
          email,
          password,
          confirmed: false,
          userMetadata: metadata,
        });
        token = newEmailToken(user.email, false);
        await saveEmailToken(tx, user.id, "confirmation_token", user.email, token);
        if (type === "invite") {
          await tx.query("update auth.users set invited_at = now() where id = $1", [user.id]);
        }
      } else {
        // Recovery and e-mail changes need an account; a magic link makes one, as GoTrue does.
        if (!user) throw new AuthApiError(404, "user_not_found", "User with this email not found");
        if (type === "magiclink" || type === "recovery") {
          token = newEmailToken(user.email, false);
          await saveEmailToken(tx, user.id, "recovery_token", user.email, token);
        } else {
          const newEmail = parseEmail(body.new_email, "The new email address provided is invalid");
          if (newEmail === user.email) throw emailExists();
          const taken = await tx.query(
            "select 1 from auth.users where lower(email) = $1 and id <> $2",
            [newEmail, user.id],
          );
          if (taken.rows.length > 0) throw emailExists();
          const current = type === "email_change_current";
          const links = await startEmailChange(
            tx,
            user,
            newEmail,
            config.doubleConfirmChanges || current,
          );
          token = links.find((link) => link.to === (current ? user!.email : newEmail))!.token;
          linkType = "email_change";
        }
      }
      const row = (await tx.query<UserRow>("select * from auth.users where id = $1", [user.id]))
        .rows[0]!;
      return { row, token, linkType };
    });
    const redirect = allowedRedirect(redirectTo, "/").toString();
    return {
      ...userJson(result.row),
      action_link: confirmationUrl(redirect, result.token.tokenHash, result.linkType),
      email_otp: result.token.code,
      hashed_token: result.token.tokenHash,
      verification_type: type,
      redirect_to: redirect,
    };
  }

  return {
    verify,
    verifyLink,
    recover,
    otp,
    resend,
    invite,
    generateLink,
    signupConfirmation,
    prepareMail,
    prepareEmailChange,
  };
}
export type EmailFlows = ReturnType<typeof createEmailFlows>;
