import { ImageResponse } from "next/og";

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
        background: "linear-gradient(135deg, #0b1024 0%, #1e1b4b 55%, #4338ca 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 20,
            background: "#4338ca",
            border: "3px solid rgba(255,255,255,0.35)",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
            color: "#fbbf24",
          }}
        >
          ◆
        </div>
        <div style={{ fontSize: 44, fontWeight: 800 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.1, maxWidth: 960 }}>
          Reimagine work, learning and purpose for the AI era
        </div>
        <div style={{ fontSize: 32, color: "#fcd34d" }}>{siteConfig.tagline}</div>
      </div>
      <div style={{ display: "flex", gap: 16, fontSize: 26, color: "#c7d2fe" }}>
        Career Development · FinCode · Let&apos;s Advance
      </div>
    </div>,
    OG_SIZE,
  );
}
