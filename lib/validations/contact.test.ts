import { describe, expect, it } from "vitest";

import { CONTACT_LIMITS, contactSchema } from "./contact";

const valid = {
  name: "Asha Patil",
  email: "asha@example.com",
  subject: "Schedule a demo",
  message: "We would like to see the platform for our students.",
};

function fieldErrors(input: unknown) {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error("expected the input to be rejected");
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

describe("contactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const result = contactSchema.parse({
      name: "  Asha Patil ",
      email: " asha@example.com ",
      subject: " Schedule a demo\n",
      message: "\tHello there.  ",
    });
    expect(result).toEqual({
      name: "Asha Patil",
      email: "asha@example.com",
      subject: "Schedule a demo",
      message: "Hello there.",
    });
  });

  it("passes the honeypot field through so the server can drop bots", () => {
    expect(contactSchema.parse({ ...valid, company: "Acme" }).company).toBe("Acme");
    expect(contactSchema.parse(valid).company).toBeUndefined();
  });

  it("rejects each missing or blank field with its own message", () => {
    expect(fieldErrors({ name: "", email: " ", subject: "   ", message: "" })).toEqual([
      { path: "name", message: "Please enter your name." },
      { path: "email", message: "Please enter your e-mail address." },
      { path: "subject", message: "Please enter a subject." },
      { path: "message", message: "Please enter your message." },
    ]);
    expect(fieldErrors({}).map((issue) => issue.path)).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
  });

  it.each(["asha", "asha@", "@example.com", "asha@example", "asha example@x.com"])(
    "rejects the malformed e-mail %j",
    (email) => {
      expect(fieldErrors({ ...valid, email })).toEqual([
        { path: "email", message: "Please enter a valid e-mail address." },
      ]);
    },
  );

  it("accepts fields at their maximum length and rejects one character more", () => {
    const atLimit = {
      name: "n".repeat(CONTACT_LIMITS.name),
      email: `${"e".repeat(CONTACT_LIMITS.email - "@example.com".length)}@example.com`,
      subject: "s".repeat(CONTACT_LIMITS.subject),
      message: "m".repeat(CONTACT_LIMITS.message),
    };
    expect(atLimit.email).toHaveLength(254);
    expect(contactSchema.safeParse(atLimit).success).toBe(true);

    for (const field of ["name", "subject", "message"] as const) {
      const tooLong = { ...atLimit, [field]: `${atLimit[field]}x` };
      expect(fieldErrors(tooLong)).toEqual([
        { path: field, message: `Please use at most ${CONTACT_LIMITS[field]} characters.` },
      ]);
    }
    expect(fieldErrors({ ...atLimit, email: `x${atLimit.email}` })[0]?.path).toBe("email");
  });

  it("rejects values that are not strings", () => {
    expect(fieldErrors({ ...valid, name: 42, message: null }).map((issue) => issue.path)).toEqual([
      "name",
      "message",
    ]);
  });
});
