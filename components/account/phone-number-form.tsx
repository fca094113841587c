"use client";

import { useState } from "react";

import { CodeForm } from "@/components/auth/email-code-form";
import { ActionForm, FormAlert, useActionForm } from "@/components/auth/form-parts";
import { CountryField, NationalNumberInput } from "@/components/auth/national-number-input";
import { useCountdown } from "@/components/auth/use-countdown";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { changePhoneAction, confirmPhoneChangeAction } from "@/lib/account/phone-actions";
import { callingCode, displayPhone, type CountryCode } from "@/lib/validations/phone-number";

type PhoneNumberFormProps = {
  /** The account's number, E.164, if it has one. */
  phone: string | null;
  countries: readonly CountryCode[];
};

/**
 * The profile's mobile number: add one, or change it, with the code sent to the new number. Once
 * confirmed the member can log in with it.
 */
export function PhoneNumberForm({ phone, countries }: PhoneNumberFormProps) {
  const numberForm = useActionForm(changePhoneAction, ["national"]);
  const codeForm = useActionForm(confirmPhoneChangeAction, ["code"], { toastSuccess: true });
  const [country, setCountry] = useState<CountryCode>(countries[0] as CountryCode);
  const [editing, setEditing] = useState(false);
  const { values } = numberForm.state;
  const sentTo = values.phone && (numberForm.state.success || values.wait) ? values.phone : null;
  const left = useCountdown(
    values.resendAt ? Number(values.resendAt) : null,
    Number(values.wait ?? 0),
  );
  const confirmed = codeForm.state.success;

  if (sentTo && !editing && !confirmed) {
    return (
      <div className="grid gap-4">
        <FormAlert message={numberForm.state.message} success={numberForm.state.success} />
        <CodeForm
          form={codeForm}
          layout="section"
          fields={{ phone: sentTo }}
          submitLabel="Confirm Number"
          hint={`Sent by SMS to ${displayPhone(sentTo)}.`}
        />
        <div className="flex flex-wrap gap-3">
          <form action={numberForm.formAction}>
            <input type="hidden" name="country" value={values.country ?? country} />
            <input type="hidden" name="national" value={values.national ?? ""} />
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              disabled={left > 0 || numberForm.pending}
            >
              {left > 0 ? `Send a new code in ${left} s` : "Send a new code"}
            </Button>
          </form>
          <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
            Use another number
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4" onSubmitCapture={() => setEditing(false)}>
      {phone ? (
        <p data-testid="profile-phone-current" className="font-medium text-foreground">
          {displayPhone(phone)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No mobile number yet.</p>
      )}
      {confirmed ? <FormAlert message={codeForm.state.message} success /> : null}
      <ActionForm
        form={numberForm}
        layout="section"
        submitLabel={phone ? "Change Number" : "Add Number"}
        pendingLabel="Sending code..."
      >
        <CountryField countries={countries} value={country} onChange={setCountry} />
        <Field
          label={phone ? "New mobile number" : "Mobile number"}
          error={numberForm.state.fieldErrors.national}
        >
          <NationalNumberInput
            name="national"
            prefix={countries.length > 1 ? "" : callingCode(country)}
            defaultValue={values.national}
            required
          />
        </Field>
      </ActionForm>
    </div>
  );
}
