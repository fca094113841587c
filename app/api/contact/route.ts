import { after } from "next/server";

import { contactNotifyAddress, notifyTeam } from "@/lib/forms/contact-notify";
import { contactWebhookTarget, deliverContactMessage } from "@/lib/forms/contact-webhook";
import { handleFormPost } from "@/lib/forms/handler";
import { withRequest } from "@/lib/http/with-request";
import { contactSchema } from "@/lib/validations/contact";

/** Stores a contact form message (see lib/forms/handler.ts for the answers). */
export const POST = withRequest((request: Request) =>
  handleFormPost(request, {
    name: "contact",
    schema: contactSchema,
    store: ({ name, email, subject, message }) => ({
      fn: "submit_contact_message",
      args: { name, email, subject, message },
    }),
    returnPath: () => "/contact",
    // The stored row is the record; the team's webhook and mailbox hear of it after the visitor's
    // answer has gone, so a slow or failing endpoint never delays or fails the request.
    afterStore: ({ name, email, subject, message }) => {
      const payload = { name, email, subject, message, received_at: new Date().toISOString() };
      const target = contactWebhookTarget();
      if (target) after(() => deliverContactMessage(target, payload));
      const team = contactNotifyAddress();
      if (team) after(() => notifyTeam(team, payload));
    },
  }),
);
