import { subscribeEndpoint } from "@/lib/forms/endpoints";
import { handleFormPost } from "@/lib/forms/handler";

/** Asks for a newsletter or notify-me subscription (see lib/forms/endpoints.ts). */
export async function POST(request: Request) {
  return handleFormPost(request, subscribeEndpoint);
}
