import { handleFormPost } from "@/lib/forms/handler";
import { contactSchema } from "@/lib/validations/contact";

/** Stores a contact form message (see lib/forms/handler.ts for the answers). */
export async function POST(request: Request) {
  return handleFormPost(request, {
    name: "contact",
    schema: contactSchema,
    store: ({ name, email, subject, message }) => ({
      fn: "submit_contact_message",
      args: { name, email, subject, message },
    }),
    returnPath: () => "/contact",
  });
}
