import { Link } from "@/components/ui/link";
import { PageHero } from "@/components/marketing/page-hero";
import type { LegalBlock, LegalDocument } from "@/content/legal";
import { deployment } from "@/lib/server-env";
import { siteConfig } from "@/lib/site-config";

const EFFECTIVE_DATE = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) return <List items={block.list} />;
  if ("processors" in block) {
    const { hosting, database, always } = block.processors;
    const here = deployment();
    return <List items={[hosting[here.hosting], database[here.database], ...always]} />;
  }
  if ("link" in block) {
    return (
      <p>
        {block.text}{" "}
        <Link href={block.link.href} className="font-medium text-primary underline">
          {block.link.label}
        </Link>
      </p>
    );
  }
  const email = siteConfig.contact.grievanceEmail;
  return (
    <address className="not-italic">
      {block.grievanceContact}
      <br />
      E-mail:{" "}
      <a href={`mailto:${email}`} className="font-medium break-all text-primary underline">
        {email}
      </a>
      <br />
      {siteConfig.office.city}, {siteConfig.office.region}, {siteConfig.office.country}
    </address>
  );
}

/**
 * A legal page: the heading, its version and effective date, a table of contents and the sections.
 * Every section heading is an anchor, so an e-mail or a form can link straight to one.
 */
export function LegalDocumentPage({ title, document }: { title: string; document: LegalDocument }) {
  const effective = EFFECTIVE_DATE.format(new Date(`${document.effective}T00:00:00Z`));
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        description={
          <>
            Version {document.version}, effective{" "}
            <time dateTime={document.effective}>{effective}</time>.
          </>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-lg text-foreground">{document.intro}</p>
        <nav aria-label="Contents" className="mt-8 rounded-xl border border-border bg-surface p-6">
          <h2 className="text-base font-semibold text-foreground">Contents</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="scroll-mt-28 text-2xl font-bold text-foreground">
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}
        <p className="mt-12 border-t border-border pt-6 text-sm text-muted-foreground">
          Version {document.version}, effective {effective}.
        </p>
      </div>
    </>
  );
}
