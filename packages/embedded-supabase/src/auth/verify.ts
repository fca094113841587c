import type { IncomingMessage, ServerResponse } from "node:http";

import { clientNetwork } from "@gurukul/shared";

import type { Transaction } from "../db/database";
import { AuthApiError } from "../http/errors";
import { sendText } from "../http/http";
import type { MailKind } from "../mail/types";
import type { AuthContext, EmailFlowContext } from "./context";
import { confirmEmailChange, EMAIL_CHANGE_ACCEPTED } from "./email-change";
import { allowedRedirect } from "./email-links";
import {
  checkEmailCode,
  codeExpired,
  codeUsedUp,
  consumeEmailToken,
  linkExpired,
  PKCE_PREFIX,
  proofOfCode,
  proofOfLink,
} from "./email-tokens";
import type { OneTimeTokenType } from "./email-tokens";
import { hasValue, parseEmail, readJsonObject, validationError } from "./input";
import { clientAddress } from "./limits";
import { checkPhone, isPhoneType } from "./phone";
import { verifyPhone } from "./phone-otp";
import { issueAuthCode } from "./pkce";
import type { Sessions } from "./sessions";
import { markEmailConfirmed } from "./users";

type Session = Awaited<ReturnType<Sessions["issueSession"]>>;
type LinkOutcome = { code: string } | { message: string } | { session: Session };
type VerifyProof = { tokenHash: string } | { email: string; code: string } | { phone: string };
type Verified = { userId: string; done: boolean };

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

/** Redeems a link (`tokenHash`) or a typed code (`email` + `code`) of `type`. */
async function redeem(
  tx: Transaction,
  ttlSeconds: number,
  type: string,
  proof: { tokenHash: string } | { email: string; code: string },
): Promise<Verified> {
  const byLink = "tokenHash" in proof;
  const stored = byLink ? proofOfLink(proof.tokenHash) : proofOfCode(proof.email, proof.code);
  const expired = byLink ? linkExpired : codeExpired;
  if (type === "email_change") return confirmEmailChange(tx, stored, ttlSeconds, expired);
  const types = VERIFY_TYPES[type]!.tokenTypes;
  const consumed = await consumeEmailToken(tx, stored, types, ttlSeconds);
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
  if (hasValue(body.phone) && !hasValue(body.email)) return { phone: checkPhone(body.phone) };
  if (hasValue(body.email) && !hasValue(body.phone)) {
    let email: string;
    try {
      email = parseEmail(body.email, "Invalid email format");
    } catch {
      throw validationError(422, "Invalid email format");
    }
    return { email, code: token.trim() };
  }
  throw validationError(400, "Only an email address or phone number should be provided on verify");
}

/** `POST /verify` with `{type, token_hash}` or `{type, email, token}`. */
export async function verify(ctx: AuthContext, req: IncomingMessage) {
  ctx.throttle.verifyToken(req);
  const body = await readJsonObject(req);
  const proof = verifyProof(body);
  if ("phone" in proof) {
    // GoTrue's answer to a phone with an e-mail type.
    if (!isPhoneType(body.type)) throw validationError(400, "Invalid sms verification type");
    return verifyPhone(ctx, req, body.type, proof.phone, String(body.token));
  }
  if (isPhoneType(body.type)) {
    if ("tokenHash" in proof) throw validationError(400, "Invalid email verification type");
    throw codeExpired();
  }
  const type = verifyType(body.type);
  if ("code" in proof) {
    // Its own transaction: a wrong guess must be counted although this request then fails.
    const checked = await ctx.db.transaction((tx) =>
      checkEmailCode(
        tx,
        proof.email,
        proof.code,
        VERIFY_TYPES[type]!.tokenTypes,
        ctx.config.otpExpirySeconds,
        clientNetwork(clientAddress(req)),
      ),
    );
    if (checked === "dead") throw codeUsedUp();
    if (checked === "wrong") throw codeExpired();
  }
  return ctx.db.transaction(async (tx): Promise<Session | { msg: string; code: string }> => {
    const { userId, done } = await redeem(tx, ctx.config.otpExpirySeconds, type, proof);
    if (!done) return { msg: EMAIL_CHANGE_ACCEPTED, code: "200" };
    return ctx.sessions.issueSession(tx, userId, VERIFY_TYPES[type]!.method, req);
  });
}

/** Redeems an e-mailed link: an auth code for a PKCE link, else a session (or, mid e-mail change, a note). */
async function redeemLink(
  ctx: EmailFlowContext,
  req: IncomingMessage,
  type: string,
  token: string,
): Promise<LinkOutcome> {
  return ctx.db.transaction(async (tx): Promise<LinkOutcome> => {
    const { userId, done } = await redeem(tx, ctx.config.otpExpirySeconds, type, {
      tokenHash: token,
    });
    if (!done) return { message: EMAIL_CHANGE_ACCEPTED };
    if (token.startsWith(PKCE_PREFIX)) {
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
      session: await ctx.sessions.issueSession(tx, userId, VERIFY_TYPES[type]!.method, req),
    };
  });
}

/** The fragment a redeemed link's redirect carries: the session, or a note. */
function outcomeFragment(outcome: LinkOutcome, type: string): Record<string, string> {
  if ("code" in outcome) return {};
  if ("message" in outcome) return { message: outcome.message };
  const { session } = outcome;
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  };
}

/**
 * `GET /verify?token&type&redirect_to`, the e-mailed link: redirects to `redirect_to` with
 * the session in the fragment (implicit flow), or `?code=` when the flow began with a PKCE
 * challenge. Errors go in the fragment, and for PKCE links in the query too, where a server
 * can read them.
 */
export async function verifyLink(
  ctx: EmailFlowContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const params = url.searchParams;
  const target = allowedRedirect(ctx.config, params.get("redirect_to"), "/");
  const token = params.get("token") ?? "";
  let fragment: Record<string, string>;
  try {
    ctx.throttle.verifyToken(req);
    const type = verifyType(params.get("type"));
    if (token === "") throw validationError(400, "Verify requires a token or a token hash");
    const outcome = await redeemLink(ctx, req, type, token);
    if ("code" in outcome) target.searchParams.set("code", outcome.code);
    fragment = outcomeFragment(outcome, type);
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    fragment = {
      error: error.status === 403 ? "access_denied" : "invalid_request",
      error_code: error.code,
      error_description: error.message,
    };
    if (token.startsWith(PKCE_PREFIX)) {
      for (const [key, value] of Object.entries(fragment)) target.searchParams.set(key, value);
    }
  }
  if (Object.keys(fragment).length > 0) target.hash = new URLSearchParams(fragment).toString();
  sendText(res, 303, "", { Location: target.toString() });
}
