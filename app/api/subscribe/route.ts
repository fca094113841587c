import { handleFormPost } from "@/lib/forms/handler";
import { subscribeSchema } from "@/lib/validations/subscribe";
import type { SubscriptionSource } from "@/lib/validations/subscribe";

/** The page each sign-up form lives on, where a plain form post returns to. */
const PAGES: Record<SubscriptionSource, string> = {
  newsletter: "/",
  "launching-soon": "/launching-soon",
  pricing: "/pricing-page",
  community: "/community",
};

/** Stores a newsletter or notify-me sign-up; a repeat is a quiet success. */
export async function POST(request: Request) {
  return handleFormPost(request, {
    name: "subscribe",
    schema: subscribeSchema,
    store: ({ email, source }) => ({ fn: "subscribe", args: { email, source } }),
    returnPath: (raw) =>
      typeof raw.source === "string" && Object.hasOwn(PAGES, raw.source)
        ? PAGES[raw.source as SubscriptionSource]
        : "/",
  });
}
