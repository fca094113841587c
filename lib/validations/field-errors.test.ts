import { describe, expect, it } from "vitest";

import { fieldErrors, firstFieldErrors } from "@/lib/validations/field-errors";
import { z } from "@/lib/validations/zod";

const schema = z.object({
  email: z.string().min(3, "Too short").includes("@", { message: "Needs an @" }),
  name: z.string().min(1, "Required"),
});

describe("fieldErrors", () => {
  it("keeps every message of each invalid field, and the first for forms", () => {
    const result = schema.safeParse({ email: "x", name: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      email: ["Too short", "Needs an @"],
      name: ["Required"],
    });
    expect(firstFieldErrors(result.error)).toEqual({ email: "Too short", name: "Required" });
  });
});
