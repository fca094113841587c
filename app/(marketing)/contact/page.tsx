import { ContactDetail, ContactPanel } from "@/app/(marketing)/contact/_components/contact-panel";
import { ContactForm } from "@/components/forms/contact-form";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { contact as copy } from "@/content/contact";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata("/contact");

const { contact, office } = siteConfig;

export default function ContactPage() {
  return (
    <>
      <PageHero {...copy.hero} title={getRoute("/contact").heading} />

      <Section id="contact" {...copy.section}>
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <ContactPanel title={copy.details.title}>
              <dl className="space-y-5">
                <ContactDetail icon={<SpriteIcon name="mail" />} label={copy.details.email}>
                  <a
                    href={`mailto:${contact.email}`}
                    className="font-medium break-all text-primary underline-offset-4 hover:underline"
                  >
                    {contact.email}
                  </a>
                </ContactDetail>
                <ContactDetail icon={<SpriteIcon name="phone" />} label={copy.details.phone}>
                  <a
                    href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {contact.phone}
                  </a>
                </ContactDetail>
                <ContactDetail icon={<SpriteIcon name="map-pin" />} label={copy.details.office}>
                  {office.city}, {office.region}, {office.country}
                </ContactDetail>
              </dl>
            </ContactPanel>

            <ContactPanel title={copy.hours.title} icon={<SpriteIcon name="clock" />}>
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
          </div>

          <ContactPanel {...copy.form} className="lg:col-span-3">
            <ContactForm />
          </ContactPanel>
        </div>
      </Section>
    </>
  );
}
