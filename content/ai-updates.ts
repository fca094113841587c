/** The words of /ai-updates around the feed (the feed's own states are the spec's texts). */
export const aiUpdates = {
  hero: { eyebrow: "Refreshed every few minutes" },
  wayOn: {
    prompt: "News is the start. To act on it:",
    label: "see how Career Development keeps your skills ahead",
    href: "/career-development",
  },
} as const;
