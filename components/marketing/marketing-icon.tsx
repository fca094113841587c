import { SpriteIcon } from "@/components/icons/sprite-icon";
import type { SpriteIconName } from "@/components/icons/sprite-icons";
import type { IconName } from "@/content/copy-types";

const icons: Record<IconName, SpriteIconName> = {
  blocks: "blocks",
  book: "book-open",
  bot: "bot",
  briefcase: "briefcase-business",
  building: "building",
  calculator: "calculator",
  chart: "chart-line",
  clock: "clock",
  compass: "compass",
  eye: "eye",
  flag: "flag",
  flask: "flask-conical",
  gauge: "gauge",
  graduation: "graduation-cap",
  handshake: "heart-handshake",
  landmark: "landmark",
  network: "network",
  newspaper: "newspaper",
  "piggy-bank": "piggy-bank",
  presentation: "presentation",
  rocket: "rocket",
  search: "search",
  shield: "shield-check",
  sparkles: "sparkles",
  star: "star",
  target: "target",
  trending: "trending-up",
  trophy: "trophy",
  user: "user-round",
  users: "users",
  wallet: "wallet",
  zap: "zap",
};

/** A decorative glyph for a piece of marketing copy; the text beside it carries the meaning. */
export function MarketingIcon({ name, className }: { name: IconName; className?: string }) {
  return <SpriteIcon name={icons[name]} className={className} />;
}
