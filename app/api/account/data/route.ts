import { requestLog } from "@/lib/log/request-log";
import { jsonError } from "@/lib/http/json-error";
import { withRequest } from "@/lib/http/with-request";
import { memberData } from "@/lib/account/my-data";
import { createClient } from "@/lib/supabase/server";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * "Download my data": everything the site holds about the signed-in member, as a JSON file. The
 * session is checked with the auth server (a JWT alone may outlive a deleted account).
 */
export const GET = withRequest(async (request: Request) => {
  const log = requestLog(request.headers, "/api/account/data");
  const supabase = await createClient();
  const { data, error } = await supabase.auth.getUser();
  const user = data.user;
  if (!user) {
    if (error) log.warn({ err: error, event: "account.data_unauthorized" }, "no session");
    return jsonError(
      request,
      401,
      "unauthorized",
      "Log in to download your data.",
      undefined,
      PRIVATE,
    );
  }
  try {
    const body = await memberData({
      id: user.id,
      email: user.email || null,
      phone: user.phone ? `+${user.phone.replace(/^\+/, "")}` : null,
      created_at: user.created_at,
      email_confirmed_at: user.email_confirmed_at ?? null,
      phone_confirmed_at: user.phone_confirmed_at ?? null,
      last_sign_in_at: user.last_sign_in_at ?? null,
    });
    const day = body.exported_at.slice(0, 10);
    return new Response(`${JSON.stringify(body, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="gurukul-code-my-data-${day}.json"`,
        ...PRIVATE,
      },
    });
  } catch (cause) {
    log.error({ err: cause, event: "account.data_failed" }, "data download failed");
    return jsonError(
      request,
      503,
      "backend_unavailable",
      "The service is unavailable right now. Please try again later.",
      undefined,
      PRIVATE,
    );
  }
});
