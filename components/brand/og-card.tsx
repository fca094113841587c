import { ImageResponse } from "next/og";

import { brandColors, MARK_VIEWBOX, markShapes } from "@/components/brand/brand";
import { siteConfig } from "@/lib/site-config";

export const OG_SIZE = { width: 1200, height: 630 };

/** The sharing card used by Open Graph and Twitter, rendered once at build time. */
export function renderOgCard() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: `linear-gradient(135deg, ${brandColors.ink} 0%, ${brandColors.ink} 45%, ${brandColors.primary} 100%)`,
        color: brandColors.paper,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="76" height="76" viewBox={`0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}`}>
          {markShapes.map((shape) => (
            <path key={shape.d} d={shape.d} fill={brandColors[shape.fill]} />
          ))}
        </svg>
        <div style={{ display: "flex", fontSize: 44, fontWeight: 800 }}>
          Gurukul<span style={{ color: brandColors.inkAccent, marginLeft: 12 }}>Code</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.1, maxWidth: 960 }}>
          Reimagine work, learning and purpose for the AI era
        </div>
        <div style={{ fontSize: 32, color: brandColors.inkAccent }}>{siteConfig.tagline}</div>
      </div>
      <div style={{ display: "flex", gap: 16, fontSize: 26, color: brandColors.inkForeground }}>
        Career Development · FinCode · Let&apos;s Advance
      </div>
    </div>,
    OG_SIZE,
  );
}
