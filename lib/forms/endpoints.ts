import "server-only";

import { after } from "next/server";

import { privacyNotice } from "@/content/legal";
import { contactNotifyAddress, notifyTeam } from "@/lib/forms/contact-notify";
import { sendContactReceipt } from "@/lib/forms/contact-receipt";
import { contactWebhookTarget, deliverContactMessage } from "@/lib/forms/contact-webhook";
import type { FormEndpoint } from "@/lib/forms/handler";
import { sendConfirmation } from "@/lib/subscriptions/confirmation";
import { mailOrigin } from "@/lib/mail/mail-origin";
import type { Lang } from "@/lib/i18n/lang";
import { callbackSchema, type CallbackInput } from "@/lib/validations/callback";
import { contactSchema, type ContactInput } from "@/lib/validations/contact";
import {
  subscribeSchema,
  type SubscribeInput,
  type SubscriptionSource,
} from "@/lib/validations/subscribe";
import { localeField } from "@/lib/validations/lang-field";

/**
 * What storing each public form means, shared by its route handler (the script's JSON post) and
 * its server action (the post sent without JavaScript), so both paths give the same answers.
 */

/** Stores a contact form message. */
export const contactEndpoint: FormEndpoint<ContactInput & { locale: Lang }> = {
  name: "contact",
  schema: contactSchema.extend({ locale: localeField }),
  store: ({ name, email, subject, message, locale }) => ({
    fn: "submit_contact_message",
    args: { name, email, subject, message, locale },
  }),
  returnPath: () => "/contact",
  // The stored row is the record; the team's webhook and mailbox, and the visitor's receipt
  // (its reference, in the form's language), follow after the visitor's answer has gone, so a
  // slow or failing endpoint never delays or fails the request.
  afterStore: ({ name, email, subject, message, locale }, reference) => {
    const payload = { name, email, subject, message, received_at: new Date().toISOString() };
    const target = contactWebhookTarget();
    if (target) after(() => deliverContactMessage(target, payload));
    const team = contactNotifyAddress();
    if (team) after(() => notifyTeam(team, payload));
    if (typeof reference === "string")
      after(async () => sendContactReceipt(email, reference, locale, await mailOrigin()));
  },
};

/**
 * Stores a callback request with its consent (the notice version and page), tied to the member
 * when one is signed in; the team hears of it as of a contact message.
 */
export const callbackEndpoint: FormEndpoint<CallbackInput> = {
  name: "callback",
  member: true,
  schema: callbackSchema,
  store: ({ name, phone, timeWindow, topic, page }, memberId) => ({
    fn: "submit_callback_request",
    args: {
      name,
      phone,
      time_window: timeWindow,
      topic,
      notice_version: privacyNotice.version,
      page,
      ...(memberId ? { user_id: memberId } : {}),
    },
  }),
  returnPath: (raw) => callbackSchema.shape.page.parse(raw.page),
  afterStore: ({ name, phone, timeWindow, topic, page }) => {
    const payload = {
      kind: "callback" as const,
      name,
      email: "",
      phone,
      subject: `Callback request: ${topic}, ${timeWindow}`,
      message: `Please call ${name} on ${phone} in the ${timeWindow} about ${topic} (asked on ${page}).`,
      received_at: new Date().toISOString(),
    };
    const target = contactWebhookTarget();
    if (target) after(() => deliverContactMessage(target, payload));
    const team = contactNotifyAddress();
    if (team) after(() => notifyTeam(team, payload));
  },
};

/** The page each sign-up form lives on, where a plain form post returns to. */
const PAGES: Record<SubscriptionSource, string> = {
  newsletter: "/",
  "launching-soon": "/launching-soon",
  pricing: "/pricing-page",
  community: "/community",
};

/**
 * Asks for a newsletter or notify-me subscription: the database records a pending request and
 * its consent, and returns a confirmation token unless the address is already subscribed or was
 * mailed in the last few minutes. The visitor gets the same answer either way, and the e-mail goes
 * out after it, so neither the answer nor its timing tells whether an address is on a list.
 */
export const subscribeEndpoint: FormEndpoint<SubscribeInput & { locale: Lang }> = {
  name: "subscribe",
  schema: subscribeSchema.extend({ locale: localeField }),
  store: ({ email, source, locale, from }) => ({
    fn: "request_subscription",
    args: {
      email,
      source,
      notice_version: privacyNotice.version,
      form: source === "newsletter" ? "newsletter" : "notify-me",
      // The consent record names the page it was given on.
      page: from === "profile" ? "/profile" : PAGES[source],
      locale,
    },
  }),
  returnPath: (raw) =>
    typeof raw.source === "string" && Object.hasOwn(PAGES, raw.source)
      ? PAGES[raw.source as SubscriptionSource]
      : "/",
  afterStore: ({ email, source, locale }, token) => {
    if (typeof token !== "string" || !token) return;
    after(async () => sendConfirmation(email, source, token, locale, await mailOrigin()));
  },
};
