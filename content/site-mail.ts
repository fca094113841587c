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
