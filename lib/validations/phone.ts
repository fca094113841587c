import { validationUi } from "@/content/ui";

import { z } from "./zod";

import { fullName } from "./auth";
import {
  e164Of,
  PHONE_NUMBER_INVALID,
  PHONE_NUMBER_MISSING,
  type CountryCode,
} from "./phone-number";

/** A code sent by SMS, typed with or without spaces. */
const smsCode = z
  .string({ error: validationUi.smsCodeMissing })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, validationUi.smsCodeMissing)
      .regex(/^\d{6}$/, validationUi.smsCodeInvalid),
  );

/** A number in E.164, as the code form carries it from the number form. */
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, PHONE_NUMBER_INVALID);

/**
 * The number form: a country of the site's list and a national number, which the action turns
 * into E.164 with `e164Of` (the list is the server's configuration).
 */
export const phoneNumberSchema = z.object({
  country: z.string().trim(),
  national: z.string({ error: PHONE_NUMBER_MISSING }).trim().min(1, PHONE_NUMBER_MISSING),
});

/** The number in E.164, or the national field's error. */
export function phoneOf(
  input: z.infer<typeof phoneNumberSchema>,
  countries: readonly CountryCode[],
): { phone: string } | { error: string } {
  const country = countries.find((code) => code === input.country) ?? countries[0];
  const phone = country ? e164Of(input.national, country) : null;
  return phone ? { phone } : { error: PHONE_NUMBER_INVALID };
}

export const phoneCodeSchema = z.object({ phone: e164, code: smsCode });

/** A first phone sign-in's name (the account has none yet). */
export const phoneNameSchema = z.object({ name: fullName });

export type PhoneCodeInput = z.infer<typeof phoneCodeSchema>;
