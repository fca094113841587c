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
  passwordTooShort: "Password must be at least {min} characters.",
  passwordRepeat: "Please repeat the new password.",
  passwordMismatch: "The passwords don't match.",
  phoneMissing: "Please enter your mobile number.",
  phoneInvalid: "Enter a valid mobile number, e.g. 98765 43210.",
  indianMobileInvalid: "Please enter a valid Indian mobile number.",
  callTimeMissing: "Please choose when we should call.",
  callTopicMissing: "Please choose what it is about.",
  emailCodeMissing: "Please enter the 6-digit code from the e-mail.",
  emailCodeInvalid: "The code is the 6 digits in the e-mail.",
  smsCodeMissing: "Please enter the 6-digit code from the SMS.",
  smsCodeInvalid: "The code is the 6 digits in the SMS.",
};

/** The fields and parts every account form shares (components/auth/form-parts.tsx). */
export const authFieldsUi = {
  email: "E-mail",
  fullName: "Full name",
  password: "Password",
  newPassword: "New password",
  confirmNewPassword: "Confirm new password",
  /** Under a new password; `{min}` is the shortest one the site takes. */
  passwordHint: "At least {min} characters.",
  /** Before the reference that finds a failure's log line. */
  reference: "Reference:",
};

/** Turnstile's human check on the account forms. */
export const captchaUi = {
  problem: "The security check could not load. Check your connection and reload the page.",
};

/** The ways in beside e-mail and password, on /login and /signup. */
export const signInChoicesUi = {
  loading: "Loading...",
  continueWithGoogle: "Continue with Google",
  or: "or",
  continueWithPhone: "Continue with mobile number",
  emailCodeInstead: "E-mail me a code instead",
  useEmailInstead: "Use e-mail instead",
  usePasswordInstead: "Use your password instead",
};

/** The e-mail and password log-in form. */
export const loginFormUi = {
  submit: "Log In",
  pending: "Signing in...",
  forgotPassword: "Forgot password?",
  unconfirmed: "Lost the confirmation e-mail, or its link has expired? We can send a new one.",
};

/** The sign-up form. */
export const signupFormUi = {
  submit: "Create Account",
  pending: "Creating account...",
  offlineTitle: "No internet connection",
  offlineBody: "Please check your internet connection and try again.",
};

/** The forms that ask for an e-mailed link: a password reset, a new confirmation. */
export const emailLinkFormUi = {
  pending: "Sending link...",
  sendResetLink: "Send Reset Link",
  sendNewLink: "Send New Link",
  backToLogin: "Back to log in",
};

/** A form for a typed 6-digit code, e-mailed or texted. */
export const codeFormUi = {
  label: "6-digit code",
  pending: "Checking code...",
  useDifferentEmail: "Use a different e-mail address",
  confirmedElsewhere: "Confirmed it on another device?",
  logIn: "Log in",
};

/** The "Check your e-mail" screen's way to finish with the e-mailed code. */
export const checkEmailUi = {
  codeIntro:
    "The e-mail also has a 6-digit code. You can type it here instead of opening the link.",
  confirmWithCode: "Confirm with Code",
  continueWithCode: "Continue with Code",
};

/** "E-mail me a code". */
export const emailCodeSignInUi = {
  submit: "E-mail Me a Code",
  pending: "Sending code...",
  logInWithCode: "Log In with Code",
};

/** "Continue with mobile number"; `{callingCode}`, `{phone}` and `{seconds}` are filled in. */
export const phoneSignInUi = {
  sendCode: "Send Code",
  pending: "Sending code...",
  country: "Country",
  mobileNumber: "Mobile number",
  numberHint: "We'll text a 6-digit code to this number ({callingCode}).",
  verify: "Verify and Log In",
  sentBy: "Sent by SMS to {phone}.",
  resendIn: "Send a new code in {seconds} s",
  resend: "Send a new code",
  changeNumber: "Change number",
  continue: "Continue",
  saving: "Saving...",
  nameIntro: "Your number is confirmed. What should we call you?",
};

/** The new password form of /reset-password. */
export const resetPasswordFormUi = {
  submit: "Update Password",
  pending: "Updating password...",
};

/** The account pages' cards around the forms: titles, ways across, link problems. */
export const authCardsUi = {
  login: {
    title: "Welcome back",
    description: "Log in to continue your journey with Gurukul Code.",
    prompt: "Don't have an account?",
    link: "Sign up",
    invalidLink:
      "That confirmation link is invalid or has expired. Log in, or sign up again to get a new one.",
  },
  /** Why a Google sign-in came back to /login (`?error=` of /auth/callback). */
  googleProblems: {
    google_cancelled: "Google sign-in was cancelled. Choose how you'd like to log in.",
    google_failed:
      "We couldn't sign you in with Google just now. Please try again, or log in with your e-mail and password.",
    google_unavailable:
      "Signing in with Google isn't available right now. Log in with your e-mail and password.",
    google_email_exists:
      "An account with this e-mail already exists, and Google hasn't confirmed the address. Log in with your password; once your Google address is verified you can continue with Google.",
  },
  signup: {
    title: "Create your account",
    description: "Start your journey with Gurukul Code. It only takes a minute.",
    prompt: "Already have an account?",
    link: "Log in",
    invalidLink:
      "That confirmation link is invalid or has expired. If you have confirmed your address already, log in; otherwise enter your e-mail and we'll send you a new one.",
  },
  forgotPassword: {
    title: "Forgot your password?",
    description:
      "Enter the e-mail you signed up with and we'll send you a link to set a new password.",
    prompt: "Remembered it?",
    link: "Log in",
    invalidLink: "That reset link is invalid or has expired. Request a new one below.",
  },
};

/** The contact form; its failure also shows as a toast. */
export const contactFormUi = {
  name: "Name",
  email: "E-mail",
  subject: "Subject",
  message: "Message",
  submit: "Send Message",
  pending: "Sending...",
  sentTitle: "Message Sent",
  sentText: "We'll get back to you as soon as possible!",
  sendAnother: "Send another message",
  explore: "Explore the platform",
  errorTitle: "Error",
  failed: "Failed to send your message. Please try again later.",
};

/** What a public form says when it was refused for want of a proof: sent without JavaScript, when busy. */
export const publicFormUi = {
  challengeRefused:
    "This form is very busy right now and needs JavaScript to send yours. Turn JavaScript on and try again, or try again in an hour.",
};

/**
 * The newsletter and notify-me forms. The newsletter thanks for a moment and resets, ready for
 * another address; a notify-me list confirms for good, in place of the form.
 */
export const subscribeFormUi = {
  emailLabel: "E-mail address",
  missing: "Please enter your e-mail address.",
  invalid: "Please enter a valid e-mail address.",
  /** Said after every sign-up, whatever the address's state: the answer never tells it apart. */
  confirmFromEmail: "Please confirm from the e-mail we've sent you to start.",
  newsletter: {
    button: "Subscribe",
    done: "Thank you for subscribing!",
    failure: "We couldn't subscribe you right now. Please try again.",
  },
  notify: {
    button: "Notify Me",
    done: "Thank you for subscribing!",
    failure: "We couldn't add you to the list right now. Please try again.",
  },
};

/** The toasts that greet a visitor after a redirect (lib/auth/flash.ts). */
export const flashUi = {
  login: { title: "Login successful", description: "Welcome back!" },
  signup: {
    title: "Account created",
    description: "Welcome to Gurukul Code! Your journey starts now.",
  },
  "password-updated": {
    title: "Password updated",
    description: "Your new password is set and you're signed in.",
  },
  logout: { title: "Logged out", description: "You have been successfully logged out." },
  "email-changed": {
    title: "E-mail changed",
    description: "Log in with your new e-mail address from now on.",
  },
  "email-change-accepted": {
    title: "Link accepted",
    description: "Now open the link we sent to your other e-mail address to finish the change.",
  },
  "account-deleted": {
    title: "Account deleted",
    description: "Your account and profile are gone. Thank you for learning with us.",
  },
};

/**
 * What the account forms' server actions answer (lib/auth/*): titles and descriptions of their
 * messages, and field errors. `{address}`, `{phone}` and `{seconds}` are filled in.
 */
export const authAnswersUi = {
  tryAgainSoon: "Something went wrong. Please try again in a moment.",
  somethingWrong: "Something went wrong",
  unexpected: "An unexpected error occurred.",
  captchaNeeded: {
    title: "Please complete the security check",
    description:
      "Finish the check above the button, then try again. If it does not appear, reload the page.",
  },
  captchaFailed:
    "The security check did not go through. Complete it again, then resubmit the form.",
  loginFailed: "Login failed",
  tooManySignIns: {
    title: "Too many sign-in attempts",
    description:
      "Sign-ins to this account are paused for a while. To get in now, reset your password, or log in from a device you have logged in on before.",
  },
  emailInUse: {
    title: "Email already in use",
    description: "Please use a different email address.",
  },
  emailRegistered: "This e-mail address is already registered.",
  signupFailed: "Signup failed",
  confirmationSent: {
    title: "Check your e-mail",
    description:
      "We sent a confirmation link and a 6-digit code to {address}. Open the link, or type the code below, to finish creating your account.",
  },
  resetLinkSent: {
    title: "Check your e-mail",
    description: "If an account exists for that e-mail, we've sent a link to reset your password.",
  },
  confirmationResent: {
    title: "Check your e-mail",
    description:
      "If that address is waiting to be confirmed, we've sent a new link. Open it to finish creating your account.",
  },
  linkNotSent: "Could not send the link",
  resetLinkExpired: {
    title: "Your reset link has expired",
    description: "Request a new link to set your password.",
  },
  passwordNotUpdated: "Password not updated",
  codeNotSent: "Could not send the code",
  smsNotSent:
    "We couldn't send an SMS just now. Please try again in a moment, or use your e-mail instead.",
  checkNumber: "Check the number",
  numberRefused: "We can't send codes to this number. Check it, or use your e-mail instead.",
  codeSent: { title: "Code sent", description: "We sent a 6-digit code by SMS to {phone}." },
  tooManyCodes: {
    title: "Too many codes asked for",
    description:
      "Too many codes have been sent to this number or from your network. Please try again later, or use your e-mail instead.",
  },
  waitBeforeAsking: {
    title: "Please wait before asking again",
    description:
      "A code was just sent to this number. You can ask for a new one in {seconds} seconds.",
  },
  askName: { title: "You're in", description: "One more thing: what should we call you?" },
  nameNotSaved: "Name not saved",
  emailCodeSent: {
    title: "Check your e-mail",
    description:
      "If {address} has an account, we've sent it a 6-digit code. Type it here to log in.",
  },
  deadCode: {
    title: "This code no longer works",
    description: "Too many wrong codes were tried.",
    field: "Too many wrong codes: this code no longer works.",
  },
  wrongCode: {
    title: "Code not accepted",
    description: "That code is wrong or has expired.",
    field: "That code is wrong or has expired.",
  },
  /** What to do after a dead code, by where the code came. */
  askAgain: {
    email: "Ask for a new e-mail and use its code.",
    sms: "Ask for a new code and type the one in the newest SMS.",
  },
  /** What to do after a wrong code, by where the code came. */
  checkNewest: {
    email: "Check the newest e-mail and try again.",
    sms: "Check the newest SMS and try again.",
  },
};

/**
 * The backend's refusals that a visitor can act on, by GoTrue's error code, for a page in another
 * language than the backend's English; a code not named here gets `other`. English pages show
 * GoTrue's own words, which these English lines paraphrase.
 */
export const backendAnswersUi = {
  invalid_credentials: "Invalid login credentials",
  email_not_confirmed: "E-mail not confirmed",
  over_email_send_rate_limit: "E-mail rate limit exceeded",
  over_sms_send_rate_limit: "SMS rate limit exceeded",
  over_request_rate_limit: "Request rate limit reached",
  weak_password: "Password is too weak. Choose a longer or less common one.",
  same_password: "New password should be different from the old password.",
  otp_expired: "Token has expired or is invalid",
  /** GoTrue's "you can only request this after N seconds". */
  waitSeconds: "For security purposes, you can only request this after {seconds} seconds.",
  other: "We could not do that just now. Please check what you entered and try again.",
};

/** What the public form endpoints answer a refused post with (lib/forms/handler.ts). */
export const formAnswersUi = {
  invalid_input: "Please check the highlighted fields.",
  malformed_json: "The request body is not valid JSON.",
  payload_too_large: "The request body is larger than {max} bytes.",
  unsupported_media_type: "Send application/json or application/x-www-form-urlencoded.",
  cross_origin: "Requests from other sites are not accepted.",
  rate_limited: "Too many requests. Please wait a few minutes and try again.",
  challenge_required:
    "Many submissions are arriving right now: the form's script must solve a short check to send this one.",
  backend_unavailable: "The service is unavailable right now. Please try again later.",
};
