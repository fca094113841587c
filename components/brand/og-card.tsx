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
        <svg width="72" height="72" viewBox="0 0 40 40">
          <rect width="40" height="40" rx="11" fill="#4338ca" />
          <path
            d="M13 13.5 8.5 20l4.5 6.5M27 13.5l4.5 6.5-4.5 6.5"
            fill="none"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M20 10.5c3.6 4 4.9 7.1 4.9 9.6a4.9 4.9 0 0 1-9.8 0c0-2.5 1.3-5.6 4.9-9.6Z"
            fill="#fbbf24"
          />
          <rect x="15" y="28" width="10" height="2.4" rx="1.2" fill="#fff" />
        </svg>
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
