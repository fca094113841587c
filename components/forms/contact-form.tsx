"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { showToast } from "@/components/providers/toast";

import { takeFormOutcome } from "@/components/forms/form-outcome";
import { postJson } from "@/components/forms/post-json";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import type { ContactField } from "@/lib/validations/contact";
import { CONTACT_LIMITS } from "@/lib/validations/limits";

// Validation code (zod) is only needed once someone starts filling the form in, so it stays out
// of the page's first load.
const loadValidation = () =>
  Promise.all([import("@/lib/validations/contact"), import("@/lib/validations/field-errors")]);

const FIELDS = ["name", "email", "subject", "message"] as const satisfies readonly ContactField[];

type FieldErrors = Partial<Record<ContactField, string>>;

function firstErrors(errors: Record<string, string[] | undefined>): FieldErrors {
  const result: FieldErrors = {};
  for (const field of FIELDS) {
    const message = errors[field]?.[0];
    if (message) result[field] = message;
  }
  return result;
}

/**
 * The contact message form. Inputs are uncontrolled so whatever a visitor types, even before
 * hydration, stays put on every failure; only a successful send clears them.
 */
function toastSent() {
  showToast("success", "Message Sent", {
    description: "We'll get back to you as soon as possible!",
  });
}

function toastFailed() {
  showToast("error", "Error", {
    description: "Failed to send your message. Please try again later.",
  });
}

export function ContactForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  // Links such as "Schedule Demo" open /contact?subject=…; reading the URL after mount keeps the
  // page static (useSearchParams would need a Suspense fallback in place of the form).
  useEffect(() => {
    // A post sent before hydration came back here; the toaster mounts after this form.
    const outcome = takeFormOutcome();
    if (outcome) setTimeout(outcome.sent ? toastSent : toastFailed, 0);
    const subject = new URLSearchParams(window.location.search).get("subject")?.trim();
    const input = formRef.current?.elements.namedItem("subject");
    if (subject && input instanceof HTMLInputElement && input.value === "") {
      input.value = subject.slice(0, CONTACT_LIMITS.subject);
    }
  }, []);

  function focusField(field: ContactField) {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  function clearError(field: ContactField) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };

    const [{ contactSchema }, { fieldErrors: allFieldErrors }] = await loadValidation();
    const parsed = contactSchema.safeParse({
      name: text("name"),
      email: text("email"),
      subject: text("subject"),
      message: text("message"),
    });
    if (!parsed.success) {
      const fieldErrors = firstErrors(allFieldErrors(parsed.error));
      setErrors(fieldErrors);
      const first = FIELDS.find((field) => fieldErrors[field]);
      if (first) focusField(first);
      return;
    }

    setErrors({});
    setPending(true);
    const result = await postJson("/api/contact", { ...parsed.data, company: text("company") });
    setPending(false);

    if (result.ok) {
      form.reset();
      toastSent();
      return;
    }
    const serverErrors = firstErrors(result.fieldErrors);
    setErrors(serverErrors);
    toastFailed();
    const first = FIELDS.find((field) => serverErrors[field]);
    if (first) focusField(first);
  }

  const fieldProps = (field: ContactField) => {
    const errorId = `${id}-${field}-error`;
    return {
      id: `${id}-${field}`,
      name: field,
      required: true,
      maxLength: CONTACT_LIMITS[field],
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": errors[field] ? errorId : undefined,
      onInput: () => clearError(field),
    } satisfies ComponentProps<"input"> & ComponentProps<"textarea">;
  };

  return (
    <form
      ref={formRef}
      action="/api/contact"
      method="post"
      onSubmit={handleSubmit}
      onFocus={() => void loadValidation()}
      aria-busy={pending}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field label="Name" htmlFor={`${id}-name`} error={errors.name} errorId={`${id}-name-error`}>
        <Input {...fieldProps("name")} type="text" autoComplete="name" />
      </Field>
      <Field
        label="Email"
        htmlFor={`${id}-email`}
        error={errors.email}
        errorId={`${id}-email-error`}
      >
        <Input {...fieldProps("email")} type="email" autoComplete="email" spellCheck={false} />
      </Field>
      <Field
        label="Subject"
        htmlFor={`${id}-subject`}
        error={errors.subject}
        errorId={`${id}-subject-error`}
        className="sm:col-span-2"
      >
        <Input {...fieldProps("subject")} type="text" />
      </Field>
      <Field
        label="Message"
        htmlFor={`${id}-message`}
        error={errors.message}
        errorId={`${id}-message-error`}
        className="sm:col-span-2"
      >
        <Textarea {...fieldProps("message")} rows={5} className="min-h-32 resize-y" />
      </Field>

      {/* Honeypot: hidden from people and assistive tech; bots that fill it are dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-company`}>Company</label>
        <input id={`${id}-company`} name="company" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:min-w-44">
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}

function Field({
  label,
  htmlFor,
  error,
  errorId,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={htmlFor} className="mb-2 block">
        {label}
      </Label>
      {children}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
