/** Shapes of the static marketing copy (product spec §3). */

export type MenuItem = {
  title: string;
  path: string;
  description?: string;
  submenu?: MenuItem[];
};

export type Feature = {
  title: string;
  description: string;
};

/** What a platform offers: a feature with a subtitle and its list of inclusions. */
export type Offering = Feature & {
  subtitle: string;
  features: string[];
};

export type PlatformCard = Offering & { href: string };

export type Agent = {
  name: string;
  role: string;
  description: string;
};

export type Pillar = {
  title: string;
  items: string[];
};

export type Program = Feature;

export type Audience = Feature & { benefits: string[] };

export type Stat = {
  value: string;
  label: string;
};

export type CallToAction = {
  label: string;
  href: string;
};
