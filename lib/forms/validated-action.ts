import type { FormState } from "@/lib/auth/form-state";
import type { Lang } from "@/lib/i18n/lang";
import { langOf } from "@/lib/validations/lang-field";
import { firstFieldErrors } from "@/lib/validations/field-errors";
import { fieldErrorsIn } from "@/lib/validations/messages";
import type { z } from "@/lib/validations/zod";

/** Fields never echoed back into the page. */
const SECRET_FIELD = /password/i;

type ShapeField<Schema extends z.ZodObject> = Extract<keyof Schema["shape"], string>;

/** What an action learns besides its parsed input. */
export type ActionContext<Field extends string> = {
  /** The submitted text of each field, passwords left out: what a failure echoes back. */
  values: Partial<Record<Field, string>>;
  formData: FormData;
  /** The page's language, posted by its form (components/forms/locale-field.tsx): the answer's. */
  lang: Lang;
};

/**
 * Wraps a server action of a `useActionState` form: reads each field of `schema` from the
 * FormData as text (a missing one is ""), and answers an invalid submission with the first error
 * of each field and the submitted values, passwords excepted. Only valid input reaches `action`.
 */
export function validatedAction<
  Schema extends z.ZodObject,
  Field extends string = ShapeField<Schema>,
>(
  schema: Schema,
  action: (
    input: z.infer<Schema>,
    context: ActionContext<NoInfer<Field>>,
  ) => Promise<FormState<NoInfer<Field>>>,
): (previous: FormState<Field>, formData: FormData) => Promise<FormState<Field>> {
  return async (_previous, formData) => {
    const input: Record<string, string> = {};
    const values: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(schema.shape) as Field[]) {
      const value = formData.get(field);
      input[field] = typeof value === "string" ? value : "";
      if (!SECRET_FIELD.test(field)) values[field] = input[field];
    }
    const lang = langOf(formData.get("locale"));
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsIn(lang, firstFieldErrors<Field>(parsed.error));
      return { values, fieldErrors, success: false };
    }
    return action(parsed.data, { values, formData, lang });
  };
}
