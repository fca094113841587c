/**
 * The words of the site's own components (header, footer, notices, prompts), as opposed to the
 * pages' copy in the other modules. `content/hi/ui.ts` is its Hindi twin. Each part is its own
 * export, so a client component's bundle carries only the part it reads.
 */

/** The frame around every page. */
export const siteUi = {
  skipToContent: "Skip to content",
  backToHome: "Back to home",
  returnHome: "Return to Home",
  footerBlurb:
    "We blend the time-tested guidance of traditional mentorship with AI-driven career development, so every learner grows with purpose.",
  footerNav: "Footer",
  socialMedia: "Social media",
  allRightsReserved: "All rights reserved.",
};

/** The header's islands: the navigation, the phone panel and the account menu. */
export const headerUi = {
  homeLabel: "Gurukul Code home",
  mainNav: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  myAccount: "My Account",
  myProfile: "My Profile",
  logOut: "Log out",
  accountMenu: "Account menu",
  signedIn: "Signed in",
};

/** The link to the same page in the other language, written in that language. */
export const languageSwitchUi = {
  /** The language the link leads to, named in itself. */
  otherLanguage: "हिन्दी",
  /** What the link leads to, in the language it leads to (its title, for a pointer's hover). */
  otherLanguageHint: "यह पेज हिन्दी में पढ़ें",
};

/** The 404 page. */
export const notFoundUi = {
  pageTitle: "Page Not Found",
  title: "Page Not Found",
  body: "The page you're looking for doesn't exist or has been moved.",
  explore: "Explore the platform",
};

/** The page the service worker shows for a page it has no copy of while offline. */
export const offlineUi = {
  title: "You're offline",
  body: "This page isn't saved on this device yet. Pages you have visited still open; try again once you're back online.",
  tryAgain: "Try again",
};

/** What a row of cards that scrolls sideways on a phone adds to its section's name. */
export const carouselUi = { hint: "scroll sideways for more" };

/** The AI news list's own words (the stories stay in the language their feeds write). */
export const newsUi = {
  listLabel: "AI news gathered today",
  sampleListLabel: "Sample AI news stories",
  sampleNote:
    "Sample stories: this copy of the site has no news feeds configured yet. Each links to its publisher's news page, not to a story.",
  visit: "Visit {source}",
  opensInNewTab: "(opens in a new tab)",
  empty: "No news items found.",
  tryRefreshing: "Try refreshing",
  errorTitle: "Error Loading Updates",
  tryAgain: "Try again",
};

/** The service worker's messages: a waiting update's prompt, and the first install's note. */
export const serviceWorkerUi = {
  updatePrompt: "A new version is available. Reload now?",
  offlineReady: "Gurukul Code is ready to work offline.",
};

/** The sign-in pages' titles and descriptions (their `<title>` and search snippet). */
export const authPagesUi = {
  login: {
    title: "Log in",
    description: "Log in to your Gurukul Code account to continue your learning journey.",
  },
  signup: {
    title: "Sign up",
    description:
      "Create your Gurukul Code account and start a personalised, AI-guided career journey.",
  },
  "forgot-password": {
    title: "Forgot password",
    description: "Get a link to set a new password for your Gurukul Code account.",
  },
};

/** What a form says of a field it cannot take; `{max}` is the field's limit. */
export const validationUi = {
  emailMissing: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  nameMissing: "Please enter your name.",
  subjectMissing: "Please enter a subject.",
  messageMissing: "Please enter your message.",
  fullNameMissing: "Please enter your full name.",
  passwordMissing: "Please enter your password.",
  passwordToChoose: "Please choose a password.",
  unsupportedCharacters: "Please remove unsupported characters.",
  tooLong: "Please use at most {max} characters.",
};
