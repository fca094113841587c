import type { ComponentProps } from "react";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { phoneSignInUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { callingCode, type CountryCode } from "@/lib/validations/phone-number";

/** The national number after its country's calling code, which sits inside the field's frame. */
export function NationalNumberInput({
  prefix,
  ...props
}: ComponentProps<typeof Input> & { prefix: string }) {
  return (
    <div className="flex items-stretch">
      {prefix ? (
        <span
          aria-hidden="true"
          className="inline-flex items-center rounded-l-xl border border-r-0 border-input bg-muted px-3 text-base text-muted-foreground"
        >
          {prefix}
        </span>
      ) : null}
      <Input
        {...props}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        className={prefix ? "rounded-l-none" : undefined}
      />
    </div>
  );
}

const selectClass =
  "h-11 min-h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40";

/**
 * The country of the number, where the site offers more than one (its calling code then is not
 * shown in the number field); a hidden field with the one country otherwise.
 */
export function CountryField({
  countries,
  value,
  onChange,
}: {
  countries: readonly CountryCode[];
  value: CountryCode;
  onChange: (country: CountryCode) => void;
}) {
  const words = useClientCopy("phoneSignInUi", phoneSignInUi);
  if (countries.length < 2) return <input type="hidden" name="country" value={value} />;
  return (
    <Field label={words.country}>
      <select
        name="country"
        value={value}
        onChange={(event) => onChange(event.target.value as CountryCode)}
        className={selectClass}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {code} ({callingCode(code)})
          </option>
        ))}
      </select>
    </Field>
  );
}
