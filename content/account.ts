/** What a new member reads first, after sign-up, beside the spec's "Account created" toast. */
export const welcome = {
  title: "Welcome to Gurukul Code",
  description:
    "Your account is ready. Check the name on your profile, or see how the three platforms fit together.",
  steps: [
    { label: "Go to my profile", href: "/profile" },
    { label: "Explore the platform", href: "/platform" },
  ],
} as const;
