"use client";

import { useRef } from "react";

import { useContactSubmission } from "@/components/forms/use-contact-submission";
import { useFieldFromQuery } from "@/components/forms/use-field-from-query";
import { CollectionNotice } from "@/components/legal/collection-notice";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ContactField } from "@/lib/validations/contact";
import { CONTACT_LIMITS } from "@/lib/validations/limits";

/** The contact message form; it also posts without JavaScript (the handler redirects back). */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { pending, errors, clearError, submit, preload } = useContactSubmission(formRef);
  useFieldFromQuery(formRef, "subject", CONTACT_LIMITS.subject);

  const controlProps = (field: ContactField) => ({
    name: field,
    required: true,
    maxLength: CONTACT_LIMITS[field],
    onInput: () => clearError(field),
  });

  return (
    <form
      ref={formRef}
      action="/api/contact"
      method="post"
      onSubmit={submit}
      onFocus={preload}
      aria-busy={pending}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field label="Name" error={errors.name}>
        <Input {...controlProps("name")} type="text" autoComplete="name" />
      </Field>
      <Field label="Email" error={errors.email}>
        <Input {...controlProps("email")} type="email" autoComplete="email" spellCheck={false} />
      </Field>
      <Field label="Subject" error={errors.subject} className="sm:col-span-2">
        <Input {...controlProps("subject")} type="text" />
      </Field>
      <Field label="Message" error={errors.message} className="sm:col-span-2">
        <Textarea {...controlProps("message")} rows={5} className="min-h-32 resize-y" />
      </Field>

      {/* Honeypot: hidden from people and assistive tech; bots that fill it are dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-company">Company</label>
        <input id="contact-company" name="company" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <CollectionNotice form="contact" className="text-muted-foreground sm:col-span-2" />

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:min-w-44">
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
