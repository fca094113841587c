/**
 * The career self-assessment's statements, written by us for students and professionals in India
 * (no item is taken from a published instrument). Each is answered on one five-point scale. A
 * statement may also lean towards a strength (`trait`), which the direction mapping reads.
 */

export const PILLARS = ["interests", "skills", "personality", "values", "motivation"] as const;
export type Pillar = (typeof PILLARS)[number];

export const TRAITS = [
  "analysis",
  "building",
  "creating",
  "people",
  "business",
  "money",
  "organising",
] as const;
export type Trait = (typeof TRAITS)[number];

export type Statement = { id: string; pillar: Pillar; text: string; trait?: Trait };

/** The scale, from 1 to 5, in the order the choices are shown. */
export const SCALE = [
  { value: 1, label: "Strongly disagree" },
  { value: 2, label: "Disagree" },
  { value: 3, label: "Neutral" },
  { value: 4, label: "Agree" },
  { value: 5, label: "Strongly agree" },
] as const;
export type Choice = (typeof SCALE)[number]["value"];

/** Bumped when a statement's meaning or the scoring changes; stored with each result. */
export const ASSESSMENT_VERSION = "2026-12";

export const pillarCopy: Record<Pillar, { title: string; intro: string }> = {
  interests: {
    title: "Interests",
    intro: "What holds your attention, in class, at work or on a free Sunday.",
  },
  skills: {
    title: "Skills",
    intro: "What you already do well today, not what you hope to learn.",
  },
  personality: {
    title: "Personality",
    intro: "How you usually think, decide and work with others.",
  },
  values: {
    title: "Values and work preferences",
    intro: "What you need from a job to stay in it happily.",
  },
  motivation: {
    title: "Motivation and goals",
    intro: "What drives you, and how clear the next few years look.",
  },
};

export const statements = [
  // Interests
  {
    id: "int-1",
    pillar: "interests",
    trait: "analysis",
    text: "I like finding the pattern behind a table of numbers, like cricket scores or exam results.",
  },
  {
    id: "int-2",
    pillar: "interests",
    trait: "building",
    text: "I enjoy figuring out how an app, a gadget or a machine works inside.",
  },
  {
    id: "int-3",
    pillar: "interests",
    trait: "creating",
    text: "I notice when a poster, a website or a room looks good or badly put together.",
  },
  {
    id: "int-4",
    pillar: "interests",
    trait: "people",
    text: "I like helping a friend or a younger cousin understand something difficult.",
  },
  {
    id: "int-5",
    pillar: "interests",
    trait: "business",
    text: "I often think about how a local shop or a start-up could get more customers.",
  },
  {
    id: "int-6",
    pillar: "interests",
    trait: "money",
    text: "I follow prices, savings, mutual funds or the stock market out of curiosity.",
  },
  {
    id: "int-7",
    pillar: "interests",
    trait: "organising",
    text: "I enjoy planning an event, a trip or a festival so that everything runs on time.",
  },
  {
    id: "int-8",
    pillar: "interests",
    trait: "building",
    text: "I would rather build something that works than only read about it.",
  },
  // Skills
  {
    id: "skl-1",
    pillar: "skills",
    trait: "analysis",
    text: "I can work with spreadsheets: formulas, sorting, filters and simple charts.",
  },
  {
    id: "skl-2",
    pillar: "skills",
    trait: "building",
    text: "I have written code, even a small program or a school project.",
  },
  {
    id: "skl-3",
    pillar: "skills",
    trait: "creating",
    text: "I can sketch an idea or lay out a slide so that others grasp it quickly.",
  },
  {
    id: "skl-4",
    pillar: "skills",
    trait: "people",
    text: "I can explain a topic clearly in English, Hindi or my own language to a group.",
  },
  {
    id: "skl-5",
    pillar: "skills",
    trait: "business",
    text: "I can persuade people: selling, negotiating or getting a team to agree.",
  },
  {
    id: "skl-6",
    pillar: "skills",
    trait: "money",
    text: "I can keep a budget and work out interest, discounts or GST without help.",
  },
  {
    id: "skl-7",
    pillar: "skills",
    trait: "organising",
    text: "I can break a big task into steps and keep track of who does what by when.",
  },
  {
    id: "skl-8",
    pillar: "skills",
    trait: "analysis",
    text: "I can write a clear, well-argued answer or report on a subject I have studied.",
  },
  // Personality
  {
    id: "per-1",
    pillar: "personality",
    trait: "people",
    text: "Meeting new people gives me energy rather than tiring me out.",
  },
  {
    id: "per-2",
    pillar: "personality",
    trait: "analysis",
    text: "I check the facts before I make up my mind.",
  },
  {
    id: "per-3",
    pillar: "personality",
    trait: "creating",
    text: "I come up with ideas that others call unusual.",
  },
  {
    id: "per-4",
    pillar: "personality",
    trait: "organising",
    text: "I finish what I start, even when it becomes boring.",
  },
  {
    id: "per-5",
    pillar: "personality",
    trait: "business",
    text: "I am comfortable taking a decision when not everything is known.",
  },
  { id: "per-6", pillar: "personality", text: "I stay calm when plans change at the last minute." },
  { id: "per-7", pillar: "personality", text: "I ask for feedback and act on it." },
  {
    id: "per-8",
    pillar: "personality",
    text: "I can work alone for long stretches without losing focus.",
  },
  // Values and work preferences
  {
    id: "val-1",
    pillar: "values",
    trait: "people",
    text: "It matters to me that my work helps people directly.",
  },
  {
    id: "val-2",
    pillar: "values",
    trait: "money",
    text: "A steady salary and a secure job matter more to me than a quick rise.",
  },
  {
    id: "val-3",
    pillar: "values",
    trait: "business",
    text: "I want the freedom to decide how and when I work.",
  },
  {
    id: "val-4",
    pillar: "values",
    trait: "building",
    text: "I want to keep learning new tools and technologies on the job.",
  },
  {
    id: "val-5",
    pillar: "values",
    trait: "creating",
    text: "I would choose interesting work over a slightly higher salary.",
  },
  {
    id: "val-6",
    pillar: "values",
    text: "I prefer working in a team to working on my own.",
  },
  {
    id: "val-7",
    pillar: "values",
    text: "I am willing to move to another city for the right job.",
  },
  {
    id: "val-8",
    pillar: "values",
    trait: "organising",
    text: "I like clear roles, clear targets and knowing what is expected of me.",
  },
  // Motivation and goals
  {
    id: "mot-1",
    pillar: "motivation",
    text: "I know what kind of work I want to be doing in three years.",
  },
  {
    id: "mot-2",
    pillar: "motivation",
    text: "I set aside time every week to learn something for my career.",
  },
  {
    id: "mot-3",
    pillar: "motivation",
    trait: "business",
    text: "I would like to start something of my own one day.",
  },
  {
    id: "mot-4",
    pillar: "motivation",
    trait: "people",
    text: "I would like to lead or mentor a team one day.",
  },
  {
    id: "mot-5",
    pillar: "motivation",
    text: "I keep going with a goal even when the results are slow to come.",
  },
  {
    id: "mot-6",
    pillar: "motivation",
    trait: "analysis",
    text: "I want to become the person others ask when a problem is hard.",
  },
  {
    id: "mot-7",
    pillar: "motivation",
    trait: "money",
    text: "Earning well and supporting my family is one of my main goals.",
  },
  {
    id: "mot-8",
    pillar: "motivation",
    text: "I am ready to change direction if a better path appears.",
  },
] as const satisfies readonly Statement[];

export type StatementId = (typeof statements)[number]["id"];
