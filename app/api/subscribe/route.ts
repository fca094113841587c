import { after } from "next/server";

import { privacyNotice } from "@/content/legal";
import { handleFormPost } from "@/lib/forms/handler";
import { withRequest } from "@/lib/http/with-request";
import { sendConfirmation } from "@/lib/subscriptions/confirmation";
import { subscribeSchema } from "@/lib/validations/subscribe";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

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
export const POST = withRequest((request: Request) =>
  handleFormPost(request, {
    name: "subscribe",
    schema: subscribeSchema,
    store: ({ email, source }) => ({
      fn: "request_subscription",
      args: {
        email,
        source,
        notice_version: privacyNotice.version,
        form: source === "newsletter" ? "newsletter" : "notify-me",
        page: PAGES[source],
      },
    }),
    returnPath: (raw) =>
      typeof raw.source === "string" && Object.hasOwn(PAGES, raw.source)
        ? PAGES[raw.source as SubscriptionSource]
        : "/",
    afterStore: ({ email, source }, token) => {
      if (typeof token !== "string" || !token) return;
      after(() => sendConfirmation(email, source, token));
    },
  }),
);
