import { OG_SIZE, renderOgCard } from "@/components/brand/og-card";

export const alt = "Gurukul Code — purpose-driven growth, powered by ethical AI";
export const size = OG_SIZE;
export const contentType = "image/png";

export default function Image() {
  return renderOgCard();
}
