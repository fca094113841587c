"use client";

import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";

import { CodeForm } from "@/components/auth/email-code-form";
import { ActionForm, FormAlert, FullNameField, useActionForm } from "@/components/auth/form-parts";
import { useCountdown } from "@/components/auth/use-countdown";
import { useWebOtp } from "@/components/auth/web-otp";
import { CollectionNotice } from "@/components/legal/collection-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CountryField, NationalNumberInput } from "@/components/auth/national-number-input";
import { phoneSignInUi, validationUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import {
  savePhoneNameAction,
  sendPhoneCodeAction,
  verifyPhoneCodeAction,
} from "@/lib/auth/code-sign-in-actions";
import {
  callingCode,
  displayPhone,
  e164Of,
  type CountryCode,
} from "@/lib/validations/phone-number";

type PhoneSignInProps = {
  next: string;
  /** The page the form is on, recorded with the consent of a new account. */
  page: "/login" | "/signup";
  /** The site's countries, the first preselected (India unless configured). */
  countries: readonly CountryCode[];
  captchaSiteKey?: string;
};

/**
 * "Continue with mobile number": the number, then the code sent to it by SMS (offered by the
 * phone's code autofill, or the WebOTP API), with a new code offered once the backend's interval
 * has passed; a first sign-in then asks for a name. Every refusal is said in the site's words.
 */
export function PhoneSignIn({ next, page, countries, captchaSiteKey }: PhoneSignInProps) {
  const numberForm = useActionForm(sendPhoneCodeAction, ["national"]);
  const codeForm = useActionForm(verifyPhoneCodeAction, ["code"]);
  const sent = numberForm.state;
  const [country, setCountry] = useState<CountryCode>(
    (countries.find((code) => code === sent.values.country) ?? countries[0]) as CountryCode,
  );
  const [national, setNational] = useState(sent.values.national ?? "");
  const [localError, setLocalError] = useState<string | undefined>();
  const [editing, setEditing] = useState(false);
  const words = useClientCopy("phoneSignInUi", phoneSignInUi);
  const refusals = useClientCopy("validationUi", validationUi);
  const sentTo = sent.values.phone && (sent.success || sent.values.wait) ? sent.values.phone : null;

  if (codeForm.state.success && codeForm.state.values.step === "name") {
    return <PhoneName next={next} />;
  }
  if (sentTo && !editing) {
    return (
      <PhoneCode
        phone={sentTo}
        next={next}
        codeForm={codeForm}
        numberForm={numberForm}
        resend={{ country, national, captchaSiteKey }}
        onChangeNumber={() => setEditing(true)}
      />
    );
  }

  /** libphonenumber's check before the round trip; the server checks again. */
  const checkNumber = (event: FormEvent<HTMLDivElement>) => {
    const problem = !national.trim()
      ? refusals.phoneMissing
      : e164Of(national, country)
        ? undefined
        : refusals.phoneInvalid;
    setLocalError(problem);
    if (problem) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>("input[name=national]")?.focus();
    } else setEditing(false);
  };

  return (
    <div onSubmitCapture={checkNumber}>
      <ActionForm
        form={numberForm}
        submitLabel={words.sendCode}
        pendingLabel={words.pending}
        captchaSiteKey={captchaSiteKey}
      >
        <input type="hidden" name="page" value={page} />
        <CountryField countries={countries} value={country} onChange={setCountry} />
        <Field
          label={words.mobileNumber}
          hint={words.numberHint.replace("{callingCode}", callingCode(country))}
          error={localError ?? numberForm.state.fieldErrors.national}
        >
          <NationalNumberInput
            name="national"
            prefix={countries.length > 1 ? "" : callingCode(country)}
            value={national}
            onChange={(event) => setNational(event.target.value)}
            required
          />
        </Field>
        <CollectionNotice form="phone" withTerms className="text-muted-foreground" />
      </ActionForm>
    </div>
  );
}

type CodeStepProps = {
  phone: string;
  next: string;
  codeForm: ReturnType<typeof useActionForm<"phone" | "code" | "step">>;
  numberForm: ReturnType<
    typeof useActionForm<"country" | "national" | "phone" | "wait" | "resendAt">
  >;
  resend: { country: string; national: string; captchaSiteKey?: string };
  onChangeNumber: () => void;
};

/** The code step: the code field, "Send a new code" after the countdown, "Change number". */
function PhoneCode({ phone, next, codeForm, numberForm, resend, onChangeNumber }: CodeStepProps) {
  const [code, setCode] = useState(codeForm.state.values.code ?? "");
  const { values } = numberForm.state;
  const wait = Number(values.wait ?? 0);
  const left = useCountdown(values.resendAt ? Number(values.resendAt) : null, wait);
  const words = useClientCopy("phoneSignInUi", phoneSignInUi);
  useWebOtp(true, (received) => {
    flushSync(() => setCode(received));
    codeForm.formRef.current?.requestSubmit();
  });

  return (
    <div className="grid gap-5">
      <FormAlert message={numberForm.state.message} success={numberForm.state.success} />
      <CodeForm
        form={codeForm}
        fields={{ phone, next }}
        submitLabel={words.verify}
        hint={words.sentBy.replace("{phone}", displayPhone(phone))}
        code={[code, setCode]}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <form action={numberForm.formAction}>
          <input type="hidden" name="country" value={resend.country} />
          <input type="hidden" name="national" value={resend.national} />
          <Button type="submit" variant="ghost" size="sm" disabled={left > 0 || numberForm.pending}>
            {left > 0 ? words.resendIn.replace("{seconds}", String(left)) : words.resend}
          </Button>
        </form>
        <Button type="button" variant="ghost" size="sm" onClick={onChangeNumber}>
          {words.changeNumber}
        </Button>
      </div>
    </div>
  );
}

/** A first phone sign-in: the member is in, and gives the name the site greets them by. */
function PhoneName({ next }: { next: string }) {
  const form = useActionForm(savePhoneNameAction, ["name"]);
  const words = useClientCopy("phoneSignInUi", phoneSignInUi);
  return (
    <ActionForm form={form} submitLabel={words.continue} pendingLabel={words.saving}>
      <p className="text-sm text-muted-foreground">{words.nameIntro}</p>
      <input type="hidden" name="next" value={next} />
      <FullNameField error={form.state.fieldErrors.name} defaultValue={form.state.values.name} />
    </ActionForm>
  );
}
