import {
  ContactDetail,
  ContactPanel,
} from "@/app/(site)/(marketing)/contact/_components/contact-panel";
import { CallbackCard } from "@/components/forms/callback-card";
import { ContactForm } from "@/components/forms/contact-form";
import { Icon } from "@/components/icons/icon";
import { clockIcon, mailIcon, mapPinIcon, phoneIcon } from "@/components/icons/drawings";
import { EmailAddress } from "@/components/ui/email-address";
import { Link } from "@/components/ui/link";
import { pageMetadata } from "@/lib/metadata";
import { siteConfig } from "@/lib/site-config";
import { copy, routeIn } from "@/lib/i18n/copy";
import { FormCopy } from "@/lib/i18n/form-copy";

export const metadata = pageMetadata("/contact");

const { contact, office } = siteConfig;

/**
 * One band: the heading and the form side by side on a desktop, the form right under the heading
 * on a phone, so the first field is on the first screen; the details and office hours follow.
 */
export default function ContactPage() {
  const words = copy().contact.contact;
  return (
    <section className="bg-dawn pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:gap-8 lg:px-8">
        <header className="lg:col-span-2">
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {words.hero.eyebrow}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
            {routeIn("/contact").heading}
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{words.hero.description}</p>
          <p className="mt-3 text-sm text-muted-foreground">
            {words.hero.wayOn.prompt}{" "}
            <Link
              href={words.hero.wayOn.href}
              className="font-medium text-primary underline underline-offset-4"
            >
              {words.hero.wayOn.label}
            </Link>
          </p>
        </header>

        <ContactPanel
          title={words.form.title}
          description={words.form.description}
          className="lg:col-span-3 lg:row-span-2 lg:self-start"
        >
          <FormCopy parts={["contactFormUi"]}>
            <ContactForm />
          </FormCopy>
        </ContactPanel>

        <div className="flex flex-col gap-6 lg:col-span-2">
          <ContactPanel title={words.details.title} description={words.details.description}>
            <dl className="space-y-5">
              <ContactDetail icon={<Icon drawing={mailIcon} />} label={words.details.email}>
                <a
                  href={`mailto:${contact.email}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  <EmailAddress address={contact.email} />
                </a>
              </ContactDetail>
              <ContactDetail icon={<Icon drawing={phoneIcon} />} label={words.details.phone}>
                <a
                  href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {contact.phone}
                </a>
              </ContactDetail>
              <ContactDetail icon={<Icon drawing={mapPinIcon} />} label={words.details.office}>
                {office.city}, {office.region}, {office.country}
              </ContactDetail>
            </dl>
          </ContactPanel>

          <ContactPanel title={words.hours.title} icon={<Icon drawing={clockIcon} />}>
            <dl className="divide-y divide-border">
              {office.hours.map((slot) => (
                <div
                  key={slot.days}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
                >
                  <dt className="text-muted-foreground">{slot.days}</dt>
                  <dd className="font-medium text-foreground">{slot.time}</dd>
                </div>
              ))}
            </dl>
          </ContactPanel>

          <CallbackCard page="/contact" />
        </div>
      </div>
    </section>
  );
}
