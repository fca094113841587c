import { describe, expect, it, vi } from "vitest";

import { initialFormState, type FormState } from "@/lib/auth/form-state";
import { z } from "@/lib/validations/zod";

import { validatedAction } from "./validated-action";

const schema = z
  .object({
    email: z.email("Please enter a valid e-mail address."),
    password: z.string().min(6, "Use at least 6 characters."),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  });

type Field = "email" | "password" | "confirmPassword";
const initial = initialFormState as FormState<Field>;

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("validatedAction", () => {
  it("answers invalid input with the first error of each field and never runs the action", async () => {
    const action = vi.fn();
    const submit = validatedAction(schema, action);

    const state = await submit(
      initial,
      form({ email: "nope", password: "123", confirmPassword: "123" }),
    );

    expect(action).not.toHaveBeenCalled();
    expect(state).toEqual({
      values: { email: "nope" },
      fieldErrors: {
        email: "Please enter a valid e-mail address.",
        password: "Use at least 6 characters.",
      },
      success: false,
    });
  });

  it("reports errors of refinements on the field they name", async () => {
    const submit = validatedAction(schema, vi.fn());
    const state = await submit(
      initial,
      form({ email: "a@example.com", password: "secret1", confirmPassword: "secret2" }),
    );
    expect(state.fieldErrors).toEqual({ confirmPassword: "The passwords do not match." });
  });

  it("hands valid input to the action with the echoable values and the form data", async () => {
    const done: FormState<Field> = { values: {}, fieldErrors: {}, success: true };
    const action = vi.fn(async () => done);
    const submit = validatedAction(schema, action);
    const data = form({
      email: "a@example.com",
      password: "secret1",
      confirmPassword: "secret1",
      next: "/profile",
    });

    await expect(submit(initial, data)).resolves.toBe(done);
    expect(action).toHaveBeenCalledWith(
      { email: "a@example.com", password: "secret1", confirmPassword: "secret1" },
      { values: { email: "a@example.com" }, formData: data, lang: "en" },
    );
  });

  it("reads a missing or non-text field as empty text", async () => {
    const submit = validatedAction(z.object({ name: z.string().min(1, "Required.") }), vi.fn());
    const data = new FormData();
    data.set("name", new Blob(["x"]));
    await expect(submit(initial as FormState<"name">, data)).resolves.toEqual({
      values: { name: "" },
      fieldErrors: { name: "Required." },
      success: false,
    });
  });
});
