/** What a new member reads first, after sign-up, beside the spec's "Account created" toast. */
export const welcome = {
  title: "Welcome to Gurukul Code",
  description:
    "Your account is ready. Start with the free career self-assessment (about 8 minutes), or see how the three platforms fit together.",
  steps: [
    { label: "Take the career assessment", href: "/ai-assessment?start" },
    { label: "Go to my profile", href: "/profile" },
    { label: "Explore the platform", href: "/platform" },
  ],
} as const;
