"use client";

import { ActionForm, useActionForm } from "@/components/auth/form-parts";
import type { languageChoice } from "@/content/profile";
import { updateLanguageAction } from "@/lib/account/actions";
import { LANGS, type Lang } from "@/lib/i18n/lang";

/** English or हिन्दी for the profile and the account's e-mails, saved to the account. */
export function LanguageForm({ lang, copy }: { lang: Lang; copy: typeof languageChoice }) {
  const form = useActionForm(updateLanguageAction, ["language"], { toastSuccess: true });
  const chosen = form.state.values.language ?? lang;

  return (
    <ActionForm form={form} layout="section" submitLabel={copy.submit} pendingLabel={copy.pending}>
      <fieldset>
        <legend className="text-sm font-medium text-foreground">{copy.legend}</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {LANGS.map((option) => (
            <label
              key={option}
              lang={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border px-4 font-medium text-foreground has-checked:border-primary has-checked:bg-primary-soft"
            >
              <input
                type="radio"
                name="language"
                value={option}
                defaultChecked={option === chosen}
                className="size-4 accent-primary"
              />
              {copy.options[option]}
            </label>
          ))}
        </div>
      </fieldset>
    </ActionForm>
  );
}
