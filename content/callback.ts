/** "Request a callback": the form's words and choices. */

export const CALLBACK_WINDOWS = ["morning", "afternoon", "evening"] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

export const CALLBACK_TOPICS = ["courses", "career", "pricing", "enterprise", "other"] as const;
export type CallbackTopic = (typeof CALLBACK_TOPICS)[number];

export const callbackCopy = {
  title: "Request a callback",
  description:
    "Leave your name and mobile number and one of our team will call you, in English or Hindi, at a time that suits you.",
  nameLabel: "Your name",
  phoneLabel: "Mobile number",
  phoneHint: "An Indian mobile number, with or without +91.",
  windowLegend: "When should we call?",
  windows: {
    morning: "Morning, 9 am to 12 noon",
    afternoon: "Afternoon, 12 noon to 4 pm",
    evening: "Evening, 4 pm to 8 pm",
  } satisfies Record<CallbackWindow, string>,
  topicLabel: "What is it about?",
  topics: {
    courses: "Courses and learning",
    career: "My career and the assessment",
    pricing: "Plans and pricing",
    enterprise: "For my college or company",
    other: "Something else",
  } satisfies Record<CallbackTopic, string>,
  submit: "Request a callback",
  pending: "Sending...",
  sentTitle: "Callback requested",
  /** When to expect the call, with the window chosen when the script knows it. */
  sentText: (window: string | null) =>
    `We will call you within one working day, Monday to Saturday, ${window ? `in the time you chose: ${window} (India time)` : "in the time you chose (India time)"}. The call comes from a +91 number.`,
  another: "Request another callback",
  failed: "We could not send your request. Please try again later.",
} as const;
