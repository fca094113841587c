import { describe, expect, it } from "vitest";

import {
  emailCodeSchema,
  loginSchema,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  resetRequestSchema,
  signupSchema,
} from "./auth";

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join("."));
}

function firstMessage(
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("loginSchema", () => {
  it("accepts an e-mail and a password and trims only the e-mail", () => {
    expect(loginSchema.parse({ email: " learner@example.com ", password: " secret " })).toEqual({
      email: "learner@example.com",
      password: " secret ",
    });
  });

  it("requires both fields", () => {
    const result = loginSchema.safeParse({ email: "", password: "" });
    expect(issues(result)).toEqual(["email", "password"]);
    expect(firstMessage(result, "email")).toBe("Please enter your e-mail address.");
    expect(firstMessage(result, "password")).toBe("Please enter your password.");
    expect(issues(loginSchema.safeParse({}))).toEqual(["email", "password"]);
  });

  it("rejects a malformed e-mail", () => {
    const result = loginSchema.safeParse({ email: "learner@", password: "secret" });
    expect(firstMessage(result, "email")).toBe("Please enter a valid e-mail address.");
  });
});

describe("signupSchema", () => {
  const valid = { name: "Asha Patil", email: "asha@example.com", password: "secret" };

  it("accepts a full name, an e-mail and a password of the minimum length", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(signupSchema.parse({ ...valid, name: "  Asha Patil " })).toEqual(valid);
  });

  it("rejects a password shorter than 6 characters", () => {
    const result = signupSchema.safeParse({ ...valid, password: "12345" });
    expect(issues(result)).toEqual(["password"]);
    expect(firstMessage(result, "password")).toBe("Password must be at least 6 characters.");
  });

  it("rejects a password longer than bcrypt reads", () => {
    expect(signupSchema.safeParse({ ...valid, password: "x".repeat(72) }).success).toBe(true);
    expect(issues(signupSchema.safeParse({ ...valid, password: "x".repeat(73) }))).toEqual([
      "password",
    ]);
  });

  it("requires every field and treats a blank name as missing", () => {
    const result = signupSchema.safeParse({ name: "   ", email: "", password: "" });
    expect([...new Set(issues(result))]).toEqual(["name", "email", "password"]);
    expect(firstMessage(result, "name")).toBe("Please enter your full name.");
    expect(firstMessage(result, "password")).toBe("Please choose a password.");
  });

  it("rejects a name over 100 characters", () => {
    expect(issues(signupSchema.safeParse({ ...valid, name: "n".repeat(101) }))).toEqual(["name"]);
  });
});

describe("resetRequestSchema", () => {
  it("requires a valid e-mail", () => {
    expect(resetRequestSchema.parse({ email: " a@example.com" })).toEqual({
      email: "a@example.com",
    });
    expect(issues(resetRequestSchema.safeParse({ email: "nope" }))).toEqual(["email"]);
  });
});

describe("newPasswordSchema", () => {
  it("accepts two matching passwords of at least 6 characters", () => {
    expect(newPasswordSchema.parse({ password: "secret1", confirmPassword: "secret1" })).toEqual({
      password: "secret1",
      confirmPassword: "secret1",
    });
  });

  it("reports a mismatch on the confirmation field", () => {
    const result = newPasswordSchema.safeParse({ password: "secret1", confirmPassword: "secret2" });
    expect(issues(result)).toEqual(["confirmPassword"]);
    expect(firstMessage(result, "confirmPassword")).toBe("The passwords don't match.");
  });

  it("rejects a short new password", () => {
    const result = newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abc" });
    expect(issues(result)).toEqual(["password"]);
  });
});

describe("emailCodeSchema", () => {
  const base = { email: "asha@example.com", type: "signup" };

  it("takes the 6 digits as the e-mail shows them, spaces or not", () => {
    expect(emailCodeSchema.parse({ ...base, code: " 042 917 " }).code).toBe("042917");
  });

  it.each([
    ["", "Please enter the 6-digit code from the e-mail."],
    ["04291", "The code is the 6 digits in the e-mail."],
    ["04291a", "The code is the 6 digits in the e-mail."],
  ])("refuses %j with a plain message", (code, message) => {
    const result = emailCodeSchema.safeParse({ ...base, code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("knows only the codes of a sign-up and a password reset", () => {
    expect(emailCodeSchema.safeParse({ ...base, type: "magiclink", code: "042917" }).success).toBe(
      false,
    );
  });
});
