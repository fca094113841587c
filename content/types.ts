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

export type PlatformCard = {
  title: string;
  subtitle: string;
  description: string;
  href: string;
  features: string[];
};

export type Offering = {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
};

export type Agent = {
  name: string;
  role: string;
  description: string;
};

export type Pillar = {
  title: string;
  items: string[];
};

export type Program = {
  title: string;
  description: string;
};

export type Audience = {
  title: string;
  description: string;
  benefits: string[];
};

export type Stat = {
  value: string;
  label: string;
};

export type CallToAction = {
  label: string;
  href: string;
};
