import type { HeroCopy, SectionCopy } from "@/content/copy-types";

export const contact: {
  hero: Omit<HeroCopy, "actions">;
  section: SectionCopy;
  details: { title: string; email: string; phone: string; office: string };
  hours: { title: string };
  form: { title: string; description: string };
} = {
  hero: {
    eyebrow: "Contact",
    description:
      "Questions about the platform, a demo for your team or a partnership idea? Send us a message and we'll get back to you as soon as possible.",
  },
  section: {
    title: "Get in touch",
    description: "Write, call or visit our office in Pune.",
  },
  details: { title: "Contact details", email: "Email", phone: "Phone", office: "Office" },
  hours: { title: "Office hours" },
  form: { title: "Send us a message", description: "All fields are required." },
};
