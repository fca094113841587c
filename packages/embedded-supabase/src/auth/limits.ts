import type { IncomingMessage } from "node:http";

import { AuthApiError } from "../http/errors";
import { header } from "../http/http";

/** GoTrue's throttles, per client address and per account or e-mail address. 0 turns one off. */
export interface AuthRateLimits {
  /** Sign-ups and password sign-ins per client address per 5 minutes (GoTrue: 30). */
  signInSignUps: number;
  /** Wrong passwords per account per 5 minutes; the next attempt is refused, right or wrong. */
  passwordFailures: number;
  /** E-mails sent per client address per hour. */
  emailSent: number;
  /** Seconds before another e-mail to the same address (GoTrue's SMTP max frequency: 60). */
  emailMaxFrequency: number;
  /** Codes and links redeemed (`/verify`) per client address per 5 minutes (GoTrue: 30). */
  tokenVerifications: number;
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

  isEmpty(key: string, now = Date.now()): boolean {
    return this.capacity > 0 && this.current(key, now).tokens < 1;
  }

  forget(key: string): void {
    this.buckets.delete(key);
  }

  private set(key: string, bucket: { tokens: number; at: number }): void {
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value!);
  }
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;

export function createAuthThrottle(limits: AuthRateLimits) {
  const signIns = new Buckets(limits.signInSignUps, FIVE_MINUTES);
  const failures = new Buckets(limits.passwordFailures, FIVE_MINUTES);
  const emails = new Buckets(limits.emailSent, ONE_HOUR);
  const verifications = new Buckets(limits.tokenVerifications, FIVE_MINUTES);
  const lastEmail = new Map<string, number>();

  return {
    /** Counts a sign-up or sign-in attempt against the client's address. */
    signInOrSignUp(req: IncomingMessage): void {
      if (!signIns.take(clientAddress(req))) throw tooManyRequests();
    },

    /** Counts one attempt to redeem an e-mailed code or link: a 6-digit code must not be guessed. */
    verifyToken(req: IncomingMessage): void {
      if (!verifications.take(clientAddress(req))) throw tooManyRequests();
    },

    /** Refuses a password attempt on an account that has had too many wrong ones lately. */
    checkPasswordAttempt(email: string): void {
      if (failures.isEmpty(email)) throw tooManyRequests();
    },

    passwordFailed(email: string): void {
      failures.take(email);
    },

    passwordAccepted(email: string): void {
      failures.forget(email);
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
      if (!emails.take(clientAddress(req), now)) {
        throw new AuthApiError(429, "over_email_send_rate_limit", "Email rate limit exceeded");
      }
      lastEmail.delete(email);
      lastEmail.set(email, now);
      if (lastEmail.size > MAX_KEYS) lastEmail.delete(lastEmail.keys().next().value!);
    },
  };
}
