import type { CallToAction } from "@/content/types";

/**
 * The icons marketing copy may ask for, by meaning. Content stays plain data; the pages map each
 * name to a glyph.
 */
export type IconName =
  | "blocks"
  | "book"
  | "bot"
  | "briefcase"
  | "building"
  | "calculator"
  | "chart"
  | "clock"
  | "compass"
  | "eye"
  | "flag"
  | "flask"
  | "gauge"
  | "graduation"
  | "handshake"
  | "landmark"
  | "network"
  | "newspaper"
  | "piggy-bank"
  | "presentation"
  | "rocket"
  | "search"
  | "shield"
  | "sparkles"
  | "star"
  | "target"
  | "trending"
  | "trophy"
  | "user"
  | "users"
  | "wallet"
  | "zap";

export type WithIcon<T> = T & { icon: IconName };

/** A fixed-length list, so copy the spec counts ("four benefits") cannot drift. */
export type Tuple<T, N extends number, Acc extends T[] = []> = Acc["length"] extends N
  ? Acc
  : Tuple<T, N, [...Acc, T]>;

export type SectionCopy = {
  eyebrow?: string;
  title: string;
  description?: string;
};

export type HeroCopy = {
  eyebrow?: string;
  description: string;
  actions: CallToAction[];
};

export type CtaCopy = {
  title: string;
  description: string;
  actions: CallToAction[];
};
