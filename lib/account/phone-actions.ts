"use server";

import { isAuthApiError } from "@supabase/supabase-js";
import { revalidatePath } from "next/cache";

import { attempt, errorReference, failed, succeeded } from "@/lib/auth/action-helpers";
import {
  codeRefused,
  RESEND_SECONDS,
  resendAfter,
  verifyCode,
  waitMessage,
  waitSecondsOf,
} from "@/lib/auth/code-check";
import { smsCountries } from "@/lib/auth/sms-countries";
import { validatedAction } from "@/lib/forms/validated-action";
import { createClient } from "@/lib/supabase/server";
import { phoneCodeSchema, phoneNumberSchema, phoneOf } from "@/lib/validations/phone";
import { displayPhone } from "@/lib/validations/phone-number";

type NumberField = "country" | "national" | "phone" | "wait" | "resendAt";

/**
 * "Add" or "Change" on the profile's mobile number: a code by SMS to the new number
 * (`PUT /user {phone}`); the number is the account's once the code is typed.
 */
export const changePhoneAction = validatedAction<typeof phoneNumberSchema, NumberField>(
  phoneNumberSchema,
  async (input, { values }) => {
    const number = phoneOf(input, smsCountries());
    if ("error" in number) {
      return failed(values, { title: "Check the number" }, { national: number.error });
    }
    const { phone } = number;
    const error = await attempt(async () => {
      const supabase = await createClient();
      return (await supabase.auth.updateUser({ phone })).error;
    });
    if (!error) {
      return succeeded(
        {
          title: "Code sent",
          description: `We sent a 6-digit code by SMS to ${displayPhone(phone)}. Type it below to confirm the number.`,
        },
        { ...values, phone, ...resendAfter(RESEND_SECONDS) },
      );
    }
    const seconds = waitSecondsOf(error);
    if (seconds) return failed({ ...values, phone, ...resendAfter(seconds) }, waitMessage(seconds));
    if (isAuthApiError(error) && error.code === "phone_exists") {
      return failed(
        values,
        { title: "Number not added" },
        {
          national:
            "This number belongs to another account. Log in with it there, or use another number.",
        },
      );
    }
    return failed(values, {
      title: "Could not send the code",
      description: "We couldn't send an SMS just now. Please try again in a moment.",
      reference: await errorReference(error),
    });
  },
);

/** The code sent to the new number: a right one makes it the account's. */
export const confirmPhoneChangeAction = validatedAction(
  phoneCodeSchema,
  async ({ phone, code }, { values }) => {
    const outcome = await verifyCode({ phone, token: code, type: "phone_change" });
    if (outcome instanceof Error) return codeRefused(values, "code", outcome, "sms");
    revalidatePath("/profile");
    return succeeded({
      title: "Mobile number saved",
      description: `You can now log in with ${displayPhone(phone)} and a code by SMS.`,
    });
  },
);
