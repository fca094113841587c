import "server-only";

import { serverEnv } from "@/lib/server-env";
import { phoneCountries, type CountryCode } from "@/lib/validations/phone-number";

/** The countries phone sign-in offers (`SMS_COUNTRIES`), India alone unless configured. */
export function smsCountries(): CountryCode[] {
  return phoneCountries(serverEnv().SMS_COUNTRIES);
}
