/** /profile: the page's own headings and the language choice. */
export const profilePage = {
  title: "My Profile",
  /** After a spent sign-up link was opened while signed in: nothing is left to confirm. */
  emailConfirmed: "Your e-mail address is confirmed: that link has done its work.",
  name: { title: "Your name", description: "How we address you on Gurukul Code." },
  email: {
    title: "E-mail",
    description:
      "We send a confirmation link and code to the new address and to your current address; your e-mail changes once both are confirmed.",
  },
  phone: {
    title: "Mobile number",
    description:
      "Log in with this number and a code we text to it. A new number is yours once you type the code we send it.",
  },
  signInMethods: {
    title: "Sign-in methods",
    description: "The ways you can log in to this account.",
  },
  password: {
    title: "Password",
    setDescription: "You signed up with Google. Set a password to log in with your e-mail as well.",
    changeDescription:
      "Confirm your current password to choose a new one. Your other devices will be signed out.",
  },
  subscriptions: {
    title: "My subscriptions",
    description: "The lists your address is on. Leaving one takes effect at once.",
  },
  data: {
    title: "Your data",
    description:
      "A copy of everything we hold about you: your account, profile, subscriptions, consent records, assessment results and the messages and callback requests you sent us.",
    download: "Download my data",
  },
  deletion: { title: "Delete account", description: "Remove your account and the data it holds." },
};

/** The language card: which language the profile and the account's e-mails are in. */
export const languageChoice = {
  title: "Language",
  description: "The language of your profile and of every e-mail we send you.",
  legend: "Show my profile and send my e-mails in",
  /** Each language named in itself, on both languages' cards. */
  options: { en: "English", hi: "हिन्दी" },
  submit: "Save Language",
  pending: "Saving...",
  saved: {
    title: "Language saved",
    description: "Your profile and our e-mails to you are now in English.",
  },
  failed: "Language not saved",
};
