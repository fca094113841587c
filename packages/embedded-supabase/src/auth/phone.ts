import { AuthApiError } from "../http/errors";
import { validationError } from "./input";

/** GoTrue's phone verification types; there is no phone provider, so none ever matches. */
const PHONE_TYPES = ["sms", "phone_change"] as const;

export function isPhoneType(type: unknown): type is (typeof PHONE_TYPES)[number] {
  return (PHONE_TYPES as readonly unknown[]).includes(type);
}

/** GoTrue's answer to a phone request while the phone provider is off. */
export function phoneLoginsDisabled(): AuthApiError {
  return new AuthApiError(400, "phone_provider_disabled", "Phone logins are disabled");
}

export function otpDisabled(): AuthApiError {
  return new AuthApiError(422, "otp_disabled", "Signups not allowed for otp");
}

/** GoTrue's check of a phone number: E.164 once `+`, spaces… are dropped. */
export function checkPhone(value: unknown): void {
  const phone = String(value).replace(/^\+/, "").replaceAll(" ", "");
  if (!/^[1-9]\d{1,14}$/.test(phone)) {
    throw validationError(400, "Invalid phone number format (E.164 required)");
  }
}
