export type FooterItem = { title: string; path?: string };
export type FooterColumn = { title: string; items: FooterItem[] };

/** Items naming a page we have link to it; the rest are not pages yet and render as plain text. */
export const footerColumns: FooterColumn[] = [
  {
    title: "Platform",
    items: [
      { title: "AI Updates", path: "/ai-updates" },
      { title: "Pricing", path: "/pricing-page" },
      { title: "Enterprise Solutions", path: "/enterprise" },
      { title: "Knowledge Hub" },
      { title: "Community", path: "/community" },
    ],
  },
  {
    title: "Resources",
    items: [
      { title: "Blog" },
      { title: "Case Studies" },
      { title: "Events" },
      { title: "Help Center" },
      { title: "FAQs" },
    ],
  },
  {
    title: "Company",
    items: [
      { title: "About Us", path: "/about" },
      { title: "Careers" },
      { title: "Contact", path: "/contact" },
      { title: "Partners" },
    ],
  },
  {
    title: "Legal",
    items: [
      { title: "Privacy Policy", path: "/privacy" },
      { title: "Terms of Service", path: "/terms" },
      { title: "Cookie Policy" },
      { title: "Security" },
    ],
  },
];
