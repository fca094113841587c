"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";

import { GoogleSignIn, OrDivider } from "@/components/auth/google-sign-in";
import { Button } from "@/components/ui/button";
import { signInChoicesUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import type { CountryCode } from "@/lib/validations/phone-number";

// The phone form (with libphonenumber's metadata) and the e-mailed-code form are fetched only
// when the visitor picks them.
const PhoneSignIn = dynamic(
  () => import("@/components/auth/phone-sign-in").then((module) => module.PhoneSignIn),
  { ssr: false, loading: () => <Loading /> },
);
const EmailCodeSignIn = dynamic(
  () => import("@/components/auth/email-code-sign-in").then((module) => module.EmailCodeSignIn),
  { ssr: false, loading: () => <Loading /> },
);

function Loading() {
  const words = useClientCopy("signInChoicesUi", signInChoicesUi);
  return <p className="text-sm text-muted-foreground">{words.loading}</p>;
}

type Way = "password" | "phone" | "email-code";

type SignInChoicesProps = {
  next: string;
  page: "/login" | "/signup";
  /** "Continue with Google" first (`external.google`). */
  google: boolean;
  /** The backend sends codes to mobile numbers (`external.phone`). */
  phone: boolean;
  /** "E-mail me a code" (log-in only: an account is not made that way). */
  emailCode: boolean;
  countries: readonly CountryCode[];
  captchaSiteKey?: string;
  /** The e-mail and password form, the way shown first. */
  children: ReactNode;
};

/**
 * The ways in beside e-mail and password: "Continue with mobile number" above the form and
 * "E-mail me a code" under it. Each replaces the form, with a way back ("Use e-mail instead").
 */
export function SignInChoices({
  next,
  page,
  google,
  phone,
  emailCode,
  countries,
  captchaSiteKey,
  children,
}: SignInChoicesProps) {
  const [way, setWay] = useState<Way>("password");
  const words = useClientCopy("signInChoicesUi", signInChoicesUi);
  const back = (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="mt-4"
      onClick={() => setWay("password")}
    >
      {way === "phone" ? words.useEmailInstead : words.usePasswordInstead}
    </Button>
  );

  if (way === "phone") {
    return (
      <div>
        <PhoneSignIn
          next={next}
          page={page}
          countries={countries}
          captchaSiteKey={captchaSiteKey}
        />
        {back}
      </div>
    );
  }
  if (way === "email-code") {
    return (
      <div>
        <EmailCodeSignIn next={next} captchaSiteKey={captchaSiteKey} />
        {back}
      </div>
    );
  }
  return (
    <>
      {google ? <GoogleSignIn next={next} divider={!phone} /> : null}
      {phone ? (
        <div className="mb-6">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => setWay("phone")}
          >
            {words.continueWithPhone}
          </Button>
          <OrDivider />
        </div>
      ) : null}
      {children}
      {emailCode ? (
        <Button
          type="button"
          variant="ghost"
          className="mt-3 w-full"
          onClick={() => setWay("email-code")}
        >
          {words.emailCodeInstead}
        </Button>
      ) : null}
    </>
  );
}
