import type { IncomingMessage } from "node:http";
import { clientNetwork } from "@gurukul/shared";

import { AuthApiError } from "../http/errors";
import { header } from "../http/http";

/**
 * GoTrue's throttles, per client network (an IPv6 /64, an IPv4 address) and per account or e-mail
 * address. 0 turns one off.
 */
export interface AuthRateLimits {
  /** Sign-ups and password sign-ins per client network per 5 minutes (GoTrue: 30). */
  signInSignUps: number;
  /** New accounts per hour from the whole backend, counted in the database across processes. */
  signUpsSiteWide: number;
  /**
   * Wrong passwords for one account from one client network before that pair must wait: 10 s after
   * the first over, doubling with each further failure up to 15 minutes. Other networks are not
   * slowed, so a stranger's guesses never keep the owner out.
   */
  passwordFailures: number;
  /**
   * Wrong passwords an hour for one account from all unknown devices together, and again from
   * each device that signed in before, counted in the database across processes. Past it, an
   * unknown device is refused before its password is compared (unless it solved a CAPTCHA), so
   * guessing from any number of networks stays bounded while the owner's device gets through.
   */
  wrongPasswords: number;
  /** E-mails sent per client network per hour. */
  emailSent: number;
  /** Seconds before another e-mail to the same address (GoTrue's SMTP max frequency: 60). */
  emailMaxFrequency: number;
  /** E-mails per hour from the whole backend, counted in the database across processes. */
  emailSentSiteWide: number;
  /** E-mails per hour to one address, counted in the database across processes. */
  emailsPerRecipient: number;
  /** Codes and links redeemed (`/verify`) per client network per 5 minutes (GoTrue: 30). */
  tokenVerifications: number;
  /**
   * Changes to one account (`PUT /user`) per hour, from anywhere: a stolen token cannot turn the
   * backend into a password hasher or an e-mail sender.
   */
  userUpdates: number;
  /** Texts asked for per client network per hour, counted in the database. */
  smsSent: number;
  /** Texts per hour from the whole backend, counted in the database (GoTrue's RATE_LIMIT_SMS_SENT). */
  smsSentSiteWide: number;
  /** Texts per hour to one number, counted in the database. */
  smsPerNumber: number;
}

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
// Keys come from clients; past this many the oldest are forgotten rather than memory growing.
const MAX_KEYS = 50_000;

/**
 * The trusted client address: the rightmost `X-Forwarded-For` entry, which the nearest proxy (the
 * site's gateway) wrote; without one, the socket peer. Earlier entries are the client's own words.
 */
export function clientAddress(req: IncomingMessage): string {
  const entries = (header(req, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return (entries.at(-1) ?? req.socket.remoteAddress ?? "unknown").slice(0, 64);
}

function clientKey(req: IncomingMessage): string {
  return clientNetwork(clientAddress(req));
}

function tooManyRequests(): AuthApiError {
  return new AuthApiError(429, "over_request_rate_limit", "Request rate limit reached");
}

/** Token buckets like GoTrue's: `capacity` requests at once, refilled evenly over `windowMs`. */
class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  private current(key: string, now: number): { tokens: number; at: number } {
    const bucket = this.buckets.get(key);
    if (!bucket) return { tokens: this.capacity, at: now };
    const refill = ((now - bucket.at) / this.windowMs) * this.capacity;
    return { tokens: Math.min(this.capacity, bucket.tokens + refill), at: now };
  }

  /** Takes one token; false when the bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    if (this.capacity <= 0) return true;
    const bucket = this.current(key, now);
    if (bucket.tokens < 1) return false;
    this.set(key, { tokens: bucket.tokens - 1, at: now });
    return true;
  }

  private set(key: string, bucket: { tokens: number; at: number }): void {
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value!);
  }
}

const MAX_SLOW_DOWN_MS = 15 * 60 * 1000;

/**
 * Failed attempts per key, answered by waiting rather than locking out: past `free` failures the
 * key must wait 10 s, then 20 s, 40 s, … up to 15 minutes before its next attempt. An hour without a
 * failure forgets the key.
 */
class SlowDown {
  private readonly entries = new Map<string, { failures: number; at: number }>();

  constructor(private readonly free: number) {}

  /** Milliseconds `key` must still wait before another attempt; 0 when it may go on. */
  waitMs(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    if (!entry || this.free <= 0) return 0;
    if (now - entry.at > ONE_HOUR) {
      this.entries.delete(key);
      return 0;
    }
    const over = entry.failures - this.free;
    if (over < 0) return 0;
    return Math.max(0, entry.at + Math.min(10_000 * 2 ** over, MAX_SLOW_DOWN_MS) - now);
  }

  failed(key: string, now = Date.now()): void {
    const failures = (this.entries.get(key)?.failures ?? 0) + 1;
    this.entries.delete(key);
    this.entries.set(key, { failures, at: now });
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;

export function createAuthThrottle(limits: AuthRateLimits) {
  const signIns = new Buckets(limits.signInSignUps, FIVE_MINUTES);
  const failures = new SlowDown(limits.passwordFailures);
  // Per device as well, so a stranger on the owner's network never slows the owner's device.
  const failureKey = (req: IncomingMessage, email: string, device: string) =>
    `${email}\n${clientKey(req)}\n${device}`;
  const emails = new Buckets(limits.emailSent, ONE_HOUR);
  const verifications = new Buckets(limits.tokenVerifications, FIVE_MINUTES);
  const userUpdates = new Buckets(limits.userUpdates, ONE_HOUR);
  const lastEmail = new Map<string, number>();

  return {
    /** New accounts an hour from the whole backend (checked in the database by `/signup`). */
    signUpsSiteWide: limits.signUpsSiteWide,

    /** Wrong passwords an hour per account and device (checked in the database by `/token`). */
    wrongPasswords: limits.wrongPasswords,

    /** Counts a sign-up or sign-in attempt against the client's network. */
    signInOrSignUp(req: IncomingMessage): void {
      if (!signIns.take(clientKey(req))) throw tooManyRequests();
    },

    /** Counts one change (`PUT /user`) against the account, whichever network it comes from. */
    updateUser(userId: string): void {
      if (!userUpdates.take(userId)) throw tooManyRequests();
    },

    /** Counts one attempt to redeem an e-mailed code or link: a 6-digit code must not be guessed. */
    verifyToken(req: IncomingMessage): void {
      if (!verifications.take(clientKey(req))) throw tooManyRequests();
    },

    /**
     * Refuses a password attempt for the account from this client network and device (a known
     * device's nonce, or '' for any other) while it is still slowed down by its wrong passwords.
     */
    checkPasswordAttempt(req: IncomingMessage, email: string, device: string): void {
      const waitMs = failures.waitMs(failureKey(req, email, device));
      if (waitMs > 0) {
        throw new AuthApiError(
          429,
          "over_request_rate_limit",
          `Too many failed sign-in attempts. Please try again in ${Math.ceil(waitMs / 1000)} seconds.`,
        );
      }
    },

    passwordFailed(req: IncomingMessage, email: string, device: string): void {
      failures.failed(failureKey(req, email, device));
    },

    passwordAccepted(req: IncomingMessage, email: string, device: string): void {
      failures.forget(failureKey(req, email, device));
    },

    /**
     * Reserves one e-mail to `email`: GoTrue's per-address frequency ("only request this after N
     * seconds"), then the sender's hourly quota. Called whether or not an account exists, so the
     * answer says nothing about which addresses have one.
     */
    sendEmail(req: IncomingMessage, email: string, now = Date.now()): void {
      const last = lastEmail.get(email);
      const waitMs = last === undefined ? 0 : last + limits.emailMaxFrequency * 1000 - now;
      if (waitMs > 0) {
        throw new AuthApiError(
          429,
          "over_email_send_rate_limit",
          `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
        );
      }
      if (!emails.take(clientKey(req), now)) {
        throw new AuthApiError(429, "over_email_send_rate_limit", "Email rate limit exceeded");
      }
      lastEmail.delete(email);
      lastEmail.set(email, now);
      if (lastEmail.size > MAX_KEYS) lastEmail.delete(lastEmail.keys().next().value!);
    },
  };
}
