import { siteConfig } from "@/lib/site-config";

/** schema.org Organization for search engines; rendered on the home page only. */
export function OrganizationJsonLd() {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: siteConfig.url,
    logo: `${siteConfig.url}/icon.svg`,
    slogan: siteConfig.tagline,
    email: siteConfig.contact.email,
    telephone: siteConfig.contact.phone,
    address: {
      "@type": "PostalAddress",
      addressLocality: siteConfig.office.city,
      addressRegion: siteConfig.office.region,
      addressCountry: "IN",
    },
  };
  return (
    <script
      type="application/ld+json"
      // JSON.stringify cannot close the script element unless "<" survives; escape it.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
