import type { HeroCopy } from "@/content/copy-types";

export const contact: {
  hero: Omit<HeroCopy, "actions"> & { wayOn: { prompt: string; label: string; href: string } };
  details: { title: string; description: string; email: string; phone: string; office: string };
  hours: { title: string };
  form: { title: string; description: string };
} = {
  hero: {
    eyebrow: "Contact",
    description:
      "Questions about the platform, a demo for your team or a partnership idea? Send us a message and we'll get back to you as soon as possible.",
    wayOn: {
      prompt: "Want to look around first?",
      label: "See how the platform fits together",
      href: "/platform",
    },
  },
  details: {
    title: "Contact details",
    description: "Write, call or visit our office in Pune.",
    email: "E-mail",
    phone: "Phone",
    office: "Office",
  },
  hours: { title: "Office hours" },
  form: { title: "Send us a message", description: "All fields are required." },
};
