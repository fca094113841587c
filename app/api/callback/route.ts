import { callbackEndpoint } from "@/lib/forms/endpoints";
import { handleFormPost } from "@/lib/forms/handler";
import { withRequest } from "@/lib/http/with-request";

/** Stores a callback request (see lib/forms/handler.ts for the answers). */
export const POST = withRequest((request: Request) => handleFormPost(request, callbackEndpoint));
