import "server-only";

import { CHALLENGE_HEADER } from "@/lib/forms/proof";
import { checkedProof, issueChallenge } from "@/lib/forms/proof-of-work";
import { readBoundedBody } from "@/lib/http/bounded-body";
import { jsonError } from "@/lib/http/json-error";
import { visitorHeaders } from "@/lib/http/visitor-headers";
import { requestLog } from "@/lib/log/request-log";
import { isSameOrigin } from "@/lib/security/same-origin";
import { serverEnv } from "@/lib/server-env";
import { verifiedClaims } from "@/lib/supabase/claims";
import { serverEndpoint } from "@/lib/supabase/endpoint";
import type { Database } from "@/lib/supabase/database.types";
import { createClient } from "@/lib/supabase/server";
import { createStatelessClient } from "@/lib/supabase/stateless";
import { formAnswersUi as english } from "@/content/ui";
import { formAnswersUi as hindi } from "@/content/hi/ui";
import type { Lang } from "@/lib/i18n/lang";
import { pathIn } from "@/lib/i18n/paths";
import { fieldErrors } from "@/lib/validations/field-errors";
import { langOf } from "@/lib/validations/lang-field";
import { fieldErrorsIn } from "@/lib/validations/messages";
import type { z } from "@/lib/validations/zod";

/** Largest request body the form endpoints read, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Seconds a rate-limited client is told to wait: the database's window length. */
export const RETRY_AFTER_SECONDS = 600;

export type ErrorCode =
  | "invalid_input"
  | "malformed_json"
  | "payload_too_large"
  | "unsupported_media_type"
  | "cross_origin"
  | "rate_limited"
  | "challenge_required"
  | "backend_unavailable";

type FieldErrors = Record<string, string[]>;

const MESSAGES: Record<Lang, Record<ErrorCode, string>> = { en: english, hi: hindi };

/** The answer's message for `code` in `lang`, the body limit named. */
function messageOf(code: ErrorCode, lang: Lang): string {
  return MESSAGES[lang][code].replace("{max}", String(MAX_BODY_BYTES));
}

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  malformed_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  cross_origin: 403,
  rate_limited: 429,
  challenge_required: 428,
  backend_unavailable: 503,
};

/** An answer the handler decided on: an error class with optional field errors. */
class Refusal {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
  ) {}
}

type Functions = Database["public"]["Functions"];

/** A database function a form stores through, with its typed arguments. */
export type StoreCall = {
  [F in keyof Functions]: { fn: F; args: Functions[F]["Args"] };
}[keyof Functions];

export type FormName = "contact" | "subscribe" | "callback";

export type FormEndpoint<T> = {
  /** Used in server log lines (never the submitted values) and in its proofs of work. */
  name: FormName;
  schema: z.ZodType<T>;
  /**
   * The RPC that stores a valid submission. `memberId` is the signed-in member's id when the
   * endpoint asks for it (`member`), so what they sent is in their data and goes with them.
   */
  store: (input: T, memberId: string | null) => StoreCall;
  member?: true;
  /** The page a plain (non-JS) form post returns to. */
  returnPath: (raw: Record<string, unknown>) => string;
  /**
   * Runs once a submission is stored (never for a refusal or the honeypot), with what the
   * function returned; must not throw.
   */
  afterStore?: (input: T, result: unknown) => void;
};

async function readBody(request: Request): Promise<string> {
  const bytes = await readBoundedBody(request, MAX_BODY_BYTES);
  if (bytes === null) throw new Refusal("payload_too_large");
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}

function parseJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal("malformed_json");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Refusal("invalid_input", {});
  }
  return value as Record<string, unknown>;
}

function refusal(
  request: Request,
  code: ErrorCode,
  lang: Lang,
  fields?: FieldErrors,
  challenge?: string,
): Response {
  const headers: Record<string, string> = {};
  if (code === "rate_limited") headers["Retry-After"] = String(RETRY_AFTER_SECONDS);
  if (challenge) headers[CHALLENGE_HEADER] = challenge;
  return jsonError(request, STATUS[code], code, messageOf(code, lang), fields, headers);
}

function redirect(path: string, outcome: "sent" | ErrorCode): Response {
  const query = outcome === "sent" ? "sent=1" : `error=${outcome}`;
  return new Response(null, {
    status: 303,
    headers: { Location: `${path}?${query}`, "Cache-Control": "no-store" },
  });
}

type StoreOutcome = "invalid" | ErrorCode | { challengeBits: number };

async function callStore(
  { fn, args }: StoreCall,
  requestHeaders: Headers,
  proof: { form: FormName; proof: string } | null,
): Promise<{ stored: true; result: unknown } | StoreOutcome> {
  let endpoint;
  try {
    endpoint = serverEndpoint();
  } catch {
    return "backend_unavailable";
  }
  // The form functions answer the secret key only, so nobody reaches them past this handler's
  // checks; with it the database also believes the visitor's address this server names.
  const key = serverEnv().SUPABASE_SECRET_KEY;
  if (!key) return "backend_unavailable";
  // The call leaves from this server; pass the visitor's address on for per-client limits, and
  // the request's id for the backend's log.
  const headers = visitorHeaders(requestHeaders);
  const supabase = createStatelessClient(
    { url: endpoint.url, key },
    { headers, timeoutMs: 10_000 },
  );
  // A checked proof becomes a credit of the visitor's network, which the store uses up when the
  // site is past its normal rate.
  if (proof) await supabase.rpc("redeem_form_proof", proof);
  const { data, error, status } = await supabase.rpc(fn, args);
  if (!error) return { stored: true, result: data };
  if (status === 429) return "rate_limited";
  if (status === 428) return { challengeBits: Number(error.details) || 16 };
  if (status === 400 || status === 409 || status === 422) return "invalid";
  return "backend_unavailable";
}

/** The id of the member whose session this request carries, or null (none, or no request scope). */
async function signedInMember(): Promise<string | null> {
  try {
    const claims = await verifiedClaims(await createClient());
    return typeof claims?.sub === "string" ? claims.sub : null;
  } catch {
    return null;
  }
}

/** How a submission ended: stored (or a bot, told it was), or refused with its code. */
export type SubmitOutcome =
  { ok: true } | { ok: false; code: ErrorCode; fields?: FieldErrors; challenge?: string };

/**
 * The part of a form post both paths share, the route handler and the server action: the
 * honeypot, validation with the shared schema, then the RPC that rate-limits and stores. Past the
 * site-wide normal rate the database asks for a proof of work: the answer then carries a challenge
 * for the form's script, and a post with the solved challenge is stored. `route`
 * names the post in the log line of a refusal, which carries the outcome only, never what was
 * submitted.
 */
export async function submitForm<T>(
  raw: Record<string, unknown>,
  requestHeaders: Headers,
  endpoint: FormEndpoint<T>,
  route: string,
): Promise<SubmitOutcome> {
  // Honeypot: people never see `company`; a filled one is a bot, told it worked.
  const honeypot = raw.company;
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return { ok: true };

  const parsed = endpoint.schema.safeParse(raw);
  if (!parsed.success) {
    // Said in the language of the page the form was on (its `locale` field).
    const fields = fieldErrorsIn(langOf(raw.locale), fieldErrors(parsed.error));
    return { ok: false, code: "invalid_input", fields };
  }

  const call = endpoint.store(parsed.data, endpoint.member ? await signedInMember() : null);
  let outcome: Awaited<ReturnType<typeof callStore>>;
  try {
    const proof = checkedProof(raw, endpoint.name);
    outcome = await callStore(call, requestHeaders, proof ? { form: endpoint.name, proof } : null);
  } catch {
    outcome = "backend_unavailable";
  }
  if (typeof outcome === "object" && "challengeBits" in outcome) {
    requestLog(requestHeaders, route).warn(
      { event: "form.challenged", form: endpoint.name, bits: outcome.challengeBits },
      `${endpoint.name} not stored: a proof of work is needed`,
    );
    const challenge = issueChallenge(endpoint.name, outcome.challengeBits) ?? undefined;
    return { ok: false, code: "challenge_required", fields: {}, challenge };
  }
  if (typeof outcome === "string") {
    requestLog(requestHeaders, route).warn(
      { event: "form.refused", form: endpoint.name, outcome },
      `${endpoint.name} not stored: ${outcome}`,
    );
    return { ok: false, code: outcome === "invalid" ? "invalid_input" : outcome, fields: {} };
  }
  endpoint.afterStore?.(parsed.data, outcome.result);
  return { ok: true };
}

/**
 * Handles one form POST: size, type and origin checks and parsing, then `submitForm`.
 * JSON in, JSON out; a plain form post is answered with a 303 back to its page (`?sent=1` or
 * `?error=<code>`).
 */
export async function handleFormPost<T>(
  request: Request,
  endpoint: FormEndpoint<T>,
): Promise<Response> {
  if (!isSameOrigin(request.headers)) return refusal(request, "cross_origin", "en");

  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  const isForm = mediaType === "application/x-www-form-urlencoded";
  if (mediaType !== "application/json" && !isForm)
    return refusal(request, "unsupported_media_type", "en");

  let raw: Record<string, unknown> = {};
  // The page the post came from, in its language.
  const back = () => pathIn(langOf(raw.locale), endpoint.returnPath(raw));
  const refuse = (code: ErrorCode, fields?: FieldErrors) =>
    isForm ? redirect(back(), code) : refusal(request, code, langOf(raw.locale), fields);

  try {
    const text = await readBody(request);
    raw = isForm ? Object.fromEntries(new URLSearchParams(text)) : parseJson(text);
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.code, error.fields);
    return refuse("invalid_input", {});
  }

  const outcome = await submitForm(raw, request.headers, endpoint, new URL(request.url).pathname);
  if (!outcome.ok) {
    return isForm
      ? redirect(back(), outcome.code)
      : refusal(request, outcome.code, langOf(raw.locale), outcome.fields, outcome.challenge);
  }
  return isForm ? redirect(back(), "sent") : Response.json({ ok: true }, { status: 201 });
}
