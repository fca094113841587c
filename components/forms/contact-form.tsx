"use client";

import { usePathname } from "next/navigation";
import { useActionState, useRef } from "react";

import { SentNotice } from "@/components/forms/sent-notice";
import { useContactSubmission } from "@/components/forms/use-contact-submission";
import { useFieldFromQuery } from "@/components/forms/use-field-from-query";
import { CollectionNotice } from "@/components/legal/collection-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { Textarea } from "@/components/ui/textarea";
import { postContactMessage } from "@/lib/forms/actions";
import { notPosted } from "@/lib/forms/posted-form";
import { contactFormUi, publicFormUi } from "@/content/ui";
import { useClientCopy } from "@/lib/i18n/client-copy";
import { langOfPath, pathIn } from "@/lib/i18n/paths";
import type { ContactField } from "@/lib/validations/contact";
import { CONTACT_LIMITS } from "@/lib/validations/limits";
import { LocaleField } from "@/components/forms/locale-field";

/**
 * The contact message form. The script posts it to the route handler; without JavaScript it posts
 * to a server action and the page comes back with the same inline errors and the typed values, or
 * the sent state. Once sent, a confirmation takes the form's place, where the visitor was looking.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const words = useClientCopy("contactFormUi", contactFormUi);
  const { challengeRefused: busy } = useClientCopy("publicFormUi", publicFormUi);
  const lang = langOfPath(usePathname());
  // The action runs only for a post sent before the script: `submit` stops every later one.
  const [posted, postAction] = useActionState(postContactMessage, notPosted);
  const { status, challengeRefused, errors, clearError, submit, startOver, preload } =
    useContactSubmission(formRef, posted, words);
  const pending = status === "pending";
  const sent = status === "sent";
  useFieldFromQuery(formRef, "subject", CONTACT_LIMITS.subject);

  const controlProps = (field: ContactField) => ({
    name: field,
    required: true,
    maxLength: CONTACT_LIMITS[field],
    defaultValue: posted.values[field],
    onInput: () => clearError(field),
  });

  return (
    <>
      <SentNotice sent={sent} testId="contact-sent" className="sm:flex-row">
        <span aria-hidden="true" className="form-alert-icon mt-1 icon-circle-check" />
        <div className="flex-1">
          <p className="text-base font-semibold">{words.sentTitle}</p>
          <p className="mt-1">{words.sentText}</p>
          {/* Without JavaScript, a fresh /contact. */}
          <form action={pathIn(lang, "/contact")} className="mt-4 flex flex-wrap gap-2">
            <Button
              type="submit"
              variant="outline"
              onClick={(event) => {
                event.preventDefault();
                startOver();
              }}
            >
              {words.sendAnother}
            </Button>
            <Button asChild variant="ghost">
              <Link href="/platform">{words.explore}</Link>
            </Button>
          </form>
        </div>
      </SentNotice>
      {/* Our inline messages, not the browser's bubbles, with or without JavaScript: the server
          checks every field either way; `required` and the types stay for autofill and assistive
          tech. */}
      <form
        ref={formRef}
        hidden={sent}
        action={postAction}
        noValidate
        onSubmit={submit}
        onFocus={preload}
        aria-busy={pending}
        className="grid gap-5 sm:grid-cols-2"
      >
        <LocaleField />
        <Field label={words.name} error={errors.name}>
          <Input {...controlProps("name")} type="text" autoComplete="name" />
        </Field>
        <Field label={words.email} error={errors.email}>
          <Input {...controlProps("email")} type="email" autoComplete="email" spellCheck={false} />
        </Field>
        <Field label={words.subject} error={errors.subject} className="sm:col-span-2">
          <Input {...controlProps("subject")} type="text" />
        </Field>
        <Field label={words.message} error={errors.message} className="sm:col-span-2">
          <Textarea {...controlProps("message")} rows={5} className="min-h-32 resize-y" />
        </Field>

        <CollectionNotice form="contact" className="text-muted-foreground sm:col-span-2" />

        {/* Honeypot: hidden from people and assistive tech; bots that fill it are dropped. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-company">Company</label>
          <input id="contact-company" name="company" type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <div className="grid gap-4 sm:col-span-2">
          <div aria-live="polite" aria-atomic="true">
            {status === "failed" ? (
              <div className="form-alert form-alert-error">
                <span aria-hidden="true" className="form-alert-icon icon-circle-alert" />
                <p>{challengeRefused ? busy : words.failed}</p>
              </div>
            ) : null}
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="w-full sm:w-auto sm:min-w-44"
          >
            {pending ? words.pending : words.submit}
          </Button>
        </div>
      </form>
    </>
  );
}
