import { pathIn } from "@/lib/i18n/paths";
import { pageLang } from "@/lib/i18n/server-lang";
import { siteConfig } from "@/lib/site-config";

/** schema.org Organization for search engines; rendered on the home page only. */
export function OrganizationJsonLd() {
  const lang = pageLang();
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
    knowsLanguage: ["en-IN", "hi-IN"],
    // The page that describes it, in the language it is written in.
    mainEntityOfPage: {
      "@type": "WebPage",
      "@id": `${siteConfig.url}${pathIn(lang, "/") === "/" ? "" : pathIn(lang, "/")}`,
      inLanguage: `${lang}-IN`,
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
