import { subscribeEndpoint } from "@/lib/forms/endpoints";
import { handleFormPost } from "@/lib/forms/handler";
import { withRequest } from "@/lib/http/with-request";

/** Asks for a newsletter or notify-me subscription (see lib/forms/endpoints.ts). */
export const POST = withRequest((request: Request) => handleFormPost(request, subscribeEndpoint));
