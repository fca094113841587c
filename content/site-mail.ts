/** The site's own e-mails: a list's confirmation and a contact message's receipt. */

/** What each list is called where a subscriber sees it (the e-mail, the unsubscribe page). */
export const listNames = {
  newsletter: "the Gurukul Code newsletter",
  "launching-soon": "news of the Gurukul Code platforms' launch",
  pricing: "Gurukul Code pricing and plan updates",
  community: "Gurukul Code community updates",
};

/** What frames each of the site's own e-mails, as the account e-mails' templates say it. */
export const mailFrame = {
  buttonFallback: "If the button does not work, copy this address into your browser:",
  office: "Pune, India",
};

/** The e-mail that asks to confirm a list request (double opt-in). */
export const subscriptionMail = {
  subject: "Confirm your subscription",
  intro: (list: string) => `Someone, hopefully you, asked to send ${list} to this address.`,
  action: "Confirm my subscription",
  closing:
    "Nothing is sent until you confirm. If you did not ask for this, ignore this e-mail: the request is deleted after 7 days.",
};

/**
 * The notice that an account's password changed, to its address, with the way back for a member
 * who did not change it.
 */
export const passwordChangedMail = {
  subject: "Your Gurukul Code password was changed",
  heading: "Your password was changed",
  intro: (address: string) =>
    `The password of the Gurukul Code account ${address} was changed just now, and every other device was signed out.`,
  wasntYou:
    "Wasn't you? Someone who knew your password changed it. Set a new one from the log-in page's Forgot password at once, and write to us.",
  action: "Set a new password",
};

/**
 * The notice to the old address once an account's e-mail address has changed: the account now
 * answers to another, so this is the last mail it gets from us.
 */
export const emailChangedMail = {
  subject: "Your Gurukul Code e-mail address was changed",
  heading: "Your e-mail address was changed",
  intro: (address: string) =>
    `The Gurukul Code account of ${address} now uses another e-mail address, changed just now from its profile page with both addresses confirmed. We will not write to ${address} about it again.`,
  wasntYou:
    "Wasn't you? Someone signed in to your account changed it. Write to us at once and we will help you get it back.",
  action: "Contact us",
};

/**
 * The notice that an account was deleted, to its address: what went, and what to do if the
 * member did not ask for it.
 */
export const accountDeletedMail = {
  subject: "Your Gurukul Code account has been deleted",
  heading: "Your account has been deleted",
  intro: (address: string) =>
    `The Gurukul Code account of ${address} was deleted just now, from its profile page, with everything it held: the profile, sessions, subscriptions, consent records, assessment results and messages.`,
  remains:
    "We keep only a do-not-mail entry for each list the address had joined, so it is never mailed again.",
  wasntYou:
    "Wasn't you? Someone signed in to your account deleted it. Write to us at once, and use a new password wherever you used the old one.",
  action: "Contact us",
};

/**
 * The receipt of a contact message. It repeats nothing the sender typed, so the form cannot be
 * used to mail someone else words of one's own.
 */
export const contactReceiptMail = {
  subject: (reference: string) => `We have your message (reference ${reference})`,
  heading: "We have your message",
  intro: "Thank you for writing to Gurukul Code: your message has reached our team.",
  reference: (reference: string) =>
    `Its reference is ${reference}. Please mention it if you write to us about it again.`,
  reply: "We reply to this address within two working days, Monday to Saturday.",
  closing:
    "If you did not write to us, ignore this e-mail: someone may have typed your address by mistake.",
};
