import {
  PILLARS,
  statements,
  TRAITS,
  type Choice,
  type Pillar,
  type Trait,
} from "@/content/assessment-questions";
import {
  directions,
  type Band,
  type Direction,
  type DirectionId,
} from "@/content/assessment-results";

/** Statement id to choice (1 to 5). Unanswered statements are missing. */
export type Answers = Record<string, Choice>;

export type Scores = Record<Pillar, number>;

export type AssessmentResult = {
  scores: Scores;
  /** The three best-fit directions, best first. */
  directions: DirectionId[];
};

const isChoice = (value: unknown): value is Choice =>
  value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

/** The answers to known statements only, each a whole choice from 1 to 5; anything else dropped. */
export function cleanAnswers(raw: unknown): Answers {
  const answers: Answers = {};
  if (typeof raw !== "object" || raw === null) return answers;
  for (const { id } of statements) {
    const value = (raw as Record<string, unknown>)[id];
    if (isChoice(value)) answers[id] = value;
  }
  return answers;
}

/** True once every statement has a choice. */
export function isComplete(answers: Answers): boolean {
  return statements.every(({ id }) => isChoice(answers[id]));
}

/** 0 to 100: the mean choice scaled so 1 is 0 and 5 is 100; a missing answer counts as neutral. */
function scaled(choices: number[]): number {
  if (choices.length === 0) return 50;
  const mean = choices.reduce((sum, choice) => sum + choice, 0) / choices.length;
  return Math.round(((mean - 1) / 4) * 100);
}

const choiceOf = (answers: Answers, id: string) => answers[id] ?? 3;

/** Each pillar's score, 0 to 100. */
export function pillarScores(answers: Answers): Scores {
  const scores = {} as Scores;
  for (const pillar of PILLARS) {
    const ids = statements.filter((statement) => statement.pillar === pillar).map((s) => s.id);
    scores[pillar] = scaled(ids.map((id) => choiceOf(answers, id)));
  }
  return scores;
}

/** Each strength's score, 0 to 100, over every statement that leans towards it. */
export function traitScores(answers: Answers): Record<Trait, number> {
  const scores = {} as Record<Trait, number>;
  for (const trait of TRAITS) {
    const ids = statements
      .filter((statement) => "trait" in statement && statement.trait === trait)
      .map((statement) => statement.id);
    scores[trait] = scaled(ids.map((id) => choiceOf(answers, id)));
  }
  return scores;
}

/** A direction's fit, 0 to 100: the weighted mean of the strengths it names. */
export function directionFit(direction: Direction, traits: Record<Trait, number>): number {
  let total = 0;
  let weight = 0;
  for (const [trait, w] of Object.entries(direction.weights) as [Trait, number][]) {
    total += traits[trait] * w;
    weight += w;
  }
  return weight === 0 ? 0 : Math.round((total / weight) * 10) / 10;
}

/** The three best-fit directions, best first; a tie goes to the direction listed first. */
export function bestDirections(answers: Answers): DirectionId[] {
  const traits = traitScores(answers);
  return directions
    .map((direction, index) => ({ id: direction.id, fit: directionFit(direction, traits), index }))
    .sort((a, b) => b.fit - a.fit || a.index - b.index)
    .slice(0, 3)
    .map(({ id }) => id);
}

/** Scores and directions for a set of answers: deterministic, the same answers the same result. */
export function scoreAssessment(answers: Answers): AssessmentResult {
  return { scores: pillarScores(answers), directions: bestDirections(answers) };
}

/** Which explanation a pillar score gets. */
export function bandOf(score: number): Band {
  if (score >= 70) return "high";
  if (score >= 40) return "middle";
  return "low";
}
