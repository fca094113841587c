"use server";

import { redirect } from "next/navigation";

import { eraseAddressAndAccount } from "@/lib/account/erasure";
import { recordAudit } from "@/lib/admin/audit";
import {
  forgetLookedUpAddress,
  lookedUpAddress,
  rememberLookedUpAddress,
} from "@/lib/admin/looked-up-address";
import { consoleViewer } from "@/lib/admin/session";
import { attempt, failed, failureMessage } from "@/lib/auth/action-helpers";
import { validatedAction } from "@/lib/forms/validated-action";
import { actionLog } from "@/lib/log/request-log";
import { createServiceClient } from "@/lib/supabase/service";
import { createClient } from "@/lib/supabase/server";
import { addressErasureSchema, addressLookupSchema } from "@/lib/validations/admin";

const UNEXPECTED = "Something went wrong. Please try again in a moment.";
const NOT_TEAM = {
  title: "Not allowed",
  description: "Your account is no longer on the team. Reload the page.",
};

/** Remembers the address to look up and shows its record (the page writes the audit entry). */
export const lookupAddressAction = validatedAction(
  addressLookupSchema,
  async (input, { values }) => {
    if ((await consoleViewer()).kind !== "team") return failed(values, NOT_TEAM);
    await rememberLookedUpAddress(input.email);
    redirect("/admin/address");
  },
);

/**
 * Erases the looked-up address once it is typed again, with the erasure a member's own account
 * deletion runs (the secret key, on the server). The audit entry is written first with the team
 * member's own token, so the database's role check stands before anything is erased.
 */
export const eraseAddressAction = validatedAction(
  addressErasureSchema,
  async (input, { values }) => {
    const viewer = await consoleViewer();
    if (viewer.kind !== "team") return failed(values, NOT_TEAM);
    if (input.email !== (await lookedUpAddress())) {
      return failed(values, {
        title: "Not erased",
        description: "Look the address up again first.",
      });
    }
    if (input.email === viewer.email.toLowerCase()) {
      return failed(
        values,
        { title: "Not erased", description: "Your own account is deleted from your profile." },
        { confirmation: "This is your own address." },
      );
    }
    const outcome = await attempt(async () => {
      const supabase = await createClient();
      await recordAudit(supabase, "address.erased", input.email);
      const { data: account, error } = await supabase
        .from("users")
        .select("uid")
        .eq("email", input.email)
        .maybeSingle();
      if (error) return error;
      return eraseAddressAndAccount(createServiceClient(), {
        email: input.email,
        userId: account?.uid ?? null,
      });
    });
    if (outcome) return failed(values, await failureMessage("Not erased", outcome, UNEXPECTED));
    await forgetLookedUpAddress();
    redirect("/admin/address?erased=1");
  },
);

/** Marks a message handled by the team member; the page then shows who and when. */
export async function markHandledAction(formData: FormData) {
  const id = Number(formData.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) redirect("/admin/messages");
  const supabase = await createClient();
  const { error } = await supabase.rpc("mark_message_handled", { message_id: id });
  if (error) {
    (await actionLog()).error(
      { err: error, event: "admin.handle_failed" },
      "marking handled failed",
    );
    redirect(`/admin/messages/${id}?error=handle`);
  }
  redirect(`/admin/messages/${id}`);
}
