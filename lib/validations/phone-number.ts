// Kept free of zod: the phone form checks numbers as they are typed with this alone, and loads it
// (with libphonenumber's smallest metadata) only when the form opens.
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";

import { validationUi } from "@/content/ui";

export type { CountryCode } from "libphonenumber-js/min";

/** The countries the site sends codes to unless configured otherwise: India. */
export const DEFAULT_PHONE_COUNTRIES: readonly CountryCode[] = ["IN"];

/** The configured countries (`SMS_COUNTRIES`) that numbers can be checked for; India without any. */
export function phoneCountries(configured: readonly string[] | undefined): CountryCode[] {
  const known = (configured ?? []).filter((code): code is CountryCode => isSupportedCountry(code));
  return known.length > 0 ? known : [...DEFAULT_PHONE_COUNTRIES];
}

export const PHONE_NUMBER_INVALID = validationUi.phoneInvalid;
export const PHONE_NUMBER_MISSING = validationUi.phoneMissing;

/** `+91` for India. */
export function callingCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/**
 * The number in E.164 (`+919876543210`) when `national` is a valid number of `country`, typed
 * with or without spaces, dashes, a leading 0 or its own country code; else null.
 */
export function e164Of(national: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(national.trim(), country);
  if (!parsed?.isValid() || parsed.country !== country) return null;
  return parsed.number;
}

/** `+91 98765 43210`: a number as its country writes it, for the pages. */
export function displayPhone(phone: string): string {
  const withPlus = phone.startsWith("+") ? phone : `+${phone}`;
  return parsePhoneNumberFromString(withPlus)?.formatInternational() ?? withPlus;
}
