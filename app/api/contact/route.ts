import { contactEndpoint } from "@/lib/forms/endpoints";
import { handleFormPost } from "@/lib/forms/handler";

/** Stores a contact form message (see lib/forms/handler.ts for the answers). */
export async function POST(request: Request) {
  return handleFormPost(request, contactEndpoint);
}
