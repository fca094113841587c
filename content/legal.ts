/**
 * The privacy notice and the terms of service. Plain data: the page maps each block to markup and
 * puts the grievance contact where a block asks for it. The notice's version is stored with every
 * consent given under it, so a change to what it says comes with a new version and date.
 */

export type LegalLink = { label: string; href: string };

export type LegalBlock =
  | string
  | { list: readonly string[] }
  | { text: string; link: LegalLink }
  /** The grievance contact: the officer's e-mail address from the site's configuration. */
  | { grievanceContact: string }
  /** The processors this deployment uses: the page picks each line from its configuration. */
  | { processors: ProcessorLines };

/** Where the site and its database run: a provider's platform, or servers of our own. */
export type Deployment = { hosting: "vercel" | "own"; database: "supabase" | "own" };

/** One line per processor, in each form a deployment can take, and those every one uses. */
export type ProcessorLines = {
  hosting: Record<Deployment["hosting"], string>;
  database: Record<Deployment["database"], string>;
  always: readonly string[];
};

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  version: string;
  /** ISO date the version took effect. */
  effective: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** Shown once beside every form that collects personal data, linking the notice. */
export const COLLECTION_NOTICES = {
  newsletter:
    "We use your e-mail address only to send this newsletter, after you confirm it from the e-mail we send; unsubscribe anytime.",
  notify:
    "We use your e-mail address only to tell you about this launch, after you confirm it from the e-mail we send; unsubscribe anytime.",
  contact:
    "We use your name, e-mail address and message only to answer you, and delete them after 24 months.",
  callback:
    "We use your name and mobile number only to call you back about your question, and delete them after 24 months.",
  signup:
    "For people aged 18 or over: we use your name and e-mail address to run your account, under our terms; you can download or delete it from your profile.",
  phone:
    "For people aged 18 or over: we use your mobile number and name to run your account and text you sign-in codes, under our terms; you can download or delete it from your profile.",
} as const;

export const PRIVACY_LINK_LABEL = "Privacy notice";
export const TERMS_LINK_LABEL = "Terms of service";

export const privacyNotice: LegalDocument = {
  version: "1.2",
  effective: "2026-12-02",
  intro:
    "This notice explains what personal data Gurukul Code collects through this website, why, for how long, who handles it for us, and how you can see, correct, take away or erase it. We collect only what each form needs and we never sell personal data.",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        "Gurukul Code, of Pune, Maharashtra, India, runs this website and decides how the personal data collected through it is used. Under India's Digital Personal Data Protection Act, 2023 we are the Data Fiduciary; under the EU and UK GDPR, the controller.",
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect, and why",
      blocks: [
        "Each form collects the least it needs, for one purpose only:",
        {
          list: [
            "Account (sign-up): your full name, e-mail address and password (stored only as a one-way hash), or your mobile number if you sign in with it (we text sign-in codes to it), the time you signed up and confirmed your address or number, and the version of this notice shown to you. Used to let you sign in, show your profile and keep your account secure.",
            "Newsletter (home page): your e-mail address, the list, the page and the version of this notice shown to you, and the times you asked, confirmed and unsubscribed. Used only to send the newsletter.",
            "Notify me (Launching Soon, Pricing and Community pages): the same as the newsletter, for one launch announcement list each. Used only to tell you when that part of Gurukul Code opens.",
            "Contact form: your name, e-mail address, subject and message, and the time it was sent. Used only to answer you.",
            "Request a callback (Contact, Pricing and assessment result pages): your name, mobile number, the time window and topic you chose, the page and the version of this notice shown to you, and your account if you were signed in. Used only to call you back.",
            "Career self-assessment: your answers stay in your browser until you sign up or log in; then your answers, scores and best-fit directions are kept on your account so you can see them on your profile. Our team sees only how many results there are.",
            "Abuse protection: to limit how often one connection may send forms, we keep a one-way hash of its network address with a counter. It cannot be turned back into the address.",
          ],
        },
        "A sign-in keeps a session cookie in your browser so that you stay signed in; it is needed for the account to work and is not used for advertising or analytics. The site sets no advertising or tracking cookies.",
      ],
    },
    {
      id: "legal-basis",
      title: "Legal basis",
      blocks: [
        {
          list: [
            "Newsletter and notify-me lists: your consent, given by confirming from the e-mail we send. You can withdraw it at any time, as easily as you gave it.",
            "Account: your consent when you sign up, and what is needed to provide the account you asked for (GDPR: performance of a contract).",
            "Contact messages and callback requests: you sent them to us for an answer (DPDP Act: a voluntarily provided purpose; GDPR: our legitimate interest in replying).",
            "Assessment results: what is needed to provide the account feature you used (GDPR: performance of a contract).",
            "Abuse protection: our legitimate interest, and the DPDP Act's reasonable security safeguards, in keeping the forms usable.",
          ],
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          list: [
            "Accounts whose e-mail address is never confirmed: deleted after 7 days.",
            "Confirmed accounts: until you delete the account.",
            "Newsletter and notify-me requests never confirmed: deleted after 7 days.",
            "Confirmed subscriptions: until you unsubscribe. After that we keep only a suppression entry (the address, the list and when you left) so that the address is never e-mailed by mistake.",
            "Contact messages and callback requests: 24 months from the day they were sent, then deleted.",
            "Assessment results: until you delete the account.",
            "Abuse-protection counters: 1 day.",
            "Our team's record of who looked at or erased whose data (the address it was about, when and why): 1 year, as proof that requests were handled.",
          ],
        },
        "A daily job deletes what has reached its limit.",
      ],
    },
    {
      id: "processors",
      title: "Who handles it for us",
      blocks: [
        "We use a few service providers (Data Processors) who act only on our instructions and under contract:",
        {
          processors: {
            hosting: {
              vercel: "Hosting: Vercel Inc. runs the website's servers.",
              own: "Hosting: we run the website on a server we operate ourselves; no hosting company handles your data.",
            },
            database: {
              supabase:
                "Database and sign-in: Supabase Inc. hosts the database and the account service.",
              own: "Database and sign-in: the database and the account service run on our own PostgreSQL server, operated by us.",
            },
            always: [
              "E-mail delivery: our e-mail provider delivers the confirmation, sign-in and password e-mails through its mail servers (SMTP).",
              "Text messages: if you sign in with a mobile number, our SMS provider delivers the codes to it.",
            ],
          },
        },
        "Some of these providers may process data outside India. We do not transfer personal data to any country the Government of India has restricted, and for EU and UK visitors we rely on the providers' standard contractual clauses.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and how to use them",
      blocks: [
        {
          list: [
            "Access and portability: download a copy of your account, profile, subscriptions, contact messages, callback requests and assessment results as a JSON file with Download my data on your profile page.",
            "Correction: change your name, e-mail address and password on your profile page.",
            "Withdrawal of consent: unsubscribe with the link in every e-mail or from My subscriptions on your profile page. Withdrawing does not affect what was done before.",
            "Erasure: delete your account on your profile page. This deletes your account, its profile, your subscriptions, your consent records, your assessment results and callback requests, and the contact messages sent from your address.",
            "Grievance redressal and nomination: write to our grievance contact below. You may also nominate someone to exercise these rights for you in case of death or incapacity.",
          ],
        },
        {
          text: "Everything on the profile page works once you are signed in.",
          link: { label: "Go to your profile", href: "/profile" },
        },
        "Without an account, or for anything else, write to the grievance contact. We answer within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India, or, in the EU or UK, to your data protection authority.",
      ],
    },
    {
      id: "after-deletion",
      title: "What remains after you delete your account",
      blocks: [
        "Only a suppression entry for each newsletter or notify-me list the address had subscribed to: the e-mail address, the list and the time it left the list, with no name, message or other data. It exists so that the address is never e-mailed again. Everything else held under the address — the account, its profile row, pending and confirmed subscriptions, consent records and contact messages — is deleted at once.",
        "Copies in encrypted database backups kept by our providers expire on their own within 30 days.",
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        "Anyone may read this website. Accounts are for people aged 18 or over, as the sign-up form says, and so are our lists and forms: under India's DPDP Act a child's data needs a parent's verifiable consent, which we do not collect. If you believe a child has given us personal data, write to the grievance contact and we will delete it.",
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        "Data travels over encrypted connections, passwords are stored only as hashes, the database lets nobody read messages or subscriptions with the public key, and the team reaches them only with a server-side secret.",
      ],
    },
    {
      id: "grievance",
      title: "Grievance contact",
      blocks: [
        "For questions, requests under this notice or complaints, write to:",
        { grievanceContact: "Grievance Officer, Gurukul Code" },
      ],
    },
    {
      id: "changes",
      title: "Changes to this notice",
      blocks: [
        "When this notice changes, the version and the effective date below change with it. Every consent is recorded with the version shown when it was given; we ask again before using data for a new purpose.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  version: "1.0",
  effective: "2026-11-25",
  intro:
    "These terms apply when you use the Gurukul Code website, create an account, subscribe to a list or send us a message. By using the site you accept them.",
  sections: [
    {
      id: "the-service",
      title: "The service",
      blocks: [
        "Gurukul Code, of Pune, India, publishes information about its career, finance and learning platforms, a daily feed of AI news, and an account area. Much of the platform is still being built; pages marked as coming soon describe plans, not promises.",
      ],
    },
    {
      id: "accounts",
      title: "Your account",
      blocks: [
        {
          list: [
            "You must be 18 or over to create an account.",
            "Give your real name and an e-mail address you control, and keep your password to yourself. You are responsible for what is done with your account.",
            "You can delete your account at any time on your profile page.",
            "We may suspend an account that is used to break these terms or the law.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      blocks: [
        "Do not use the site to break the law, to send spam, to sign up addresses that are not yours, to probe or overload our systems, or to collect other people's data. Automated form submissions are limited and may be refused.",
      ],
    },
    {
      id: "content",
      title: "Content and news",
      blocks: [
        "The text, design and marks of this site belong to Gurukul Code. The AI Updates feed links to articles of other publishers, whose content and terms are their own. Nothing on this site is financial, legal or career advice for your particular situation.",
      ],
    },
    {
      id: "e-mail",
      title: "E-mail",
      blocks: [
        "We send account e-mails (confirmation, password reset, e-mail change) because the account needs them, and newsletter or launch e-mails only to addresses confirmed from the e-mail we send. Every list e-mail carries a one-click unsubscribe link.",
      ],
    },
    {
      id: "privacy",
      title: "Privacy",
      blocks: [
        {
          text: "How we handle personal data is described in our privacy notice.",
          link: { label: "Read the privacy notice", href: "/privacy" },
        },
      ],
    },
    {
      id: "liability",
      title: "Availability and liability",
      blocks: [
        "We work to keep the site available and correct, but provide it as it is, without guarantees. To the extent the law allows, we are not liable for indirect losses arising from its use. Nothing in these terms limits rights you have as a consumer under the law that applies to you.",
      ],
    },
    {
      id: "law",
      title: "Governing law",
      blocks: [
        "These terms are governed by the laws of India, and the courts at Pune have jurisdiction, without taking away the protection of the consumer law of the country where you live.",
      ],
    },
    {
      id: "contact",
      title: "Changes and contact",
      blocks: [
        "When these terms change, the version and effective date below change with them; for a change that matters we tell account holders by e-mail before it applies. Questions about these terms go to:",
        { grievanceContact: "Gurukul Code" },
      ],
    },
  ],
};
