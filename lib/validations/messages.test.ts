import { describe, expect, it } from "vitest";

import { validationUi as hindi } from "@/content/hi/ui";
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from "@/lib/validations/auth";
import { callbackSchema } from "@/lib/validations/callback";
import { firstFieldErrors } from "@/lib/validations/field-errors";

import { fieldErrorsIn, messageIn } from "./messages";

describe("messageIn", () => {
  it("puts a message with a number in Hindi, the number kept", () => {
    expect(messageIn("hi", "Please use at most 120 characters.")).toBe(
      hindi.tooLong.replace("{max}", "120"),
    );
    expect(messageIn("hi", "Password must be at least 8 characters.")).toBe(
      hindi.passwordTooShort.replace("{min}", "8"),
    );
  });

  it("leaves English as it is, and a message of no known kind in either language", () => {
    expect(messageIn("en", "Please use at most 120 characters.")).toBe(
      "Please use at most 120 characters.",
    );
    expect(messageIn("hi", "Something of its own.")).toBe("Something of its own.");
  });

  it("puts each refusal of the password and callback schemas in Hindi", () => {
    const password = newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abd" });
    const callback = callbackSchema.safeParse({ name: "Asha", phone: "123", topic: "career" });
    if (password.success || callback.success) throw new Error("Both should be refused.");
    const errors = { ...firstFieldErrors(password.error), ...firstFieldErrors(callback.error) };
    expect(fieldErrorsIn("hi", errors)).toEqual({
      password: hindi.passwordTooShort.replace("{min}", String(PASSWORD_MIN_LENGTH)),
      confirmPassword: hindi.passwordMismatch,
      phone: hindi.indianMobileInvalid,
      timeWindow: hindi.callTimeMissing,
    });
  });
});
