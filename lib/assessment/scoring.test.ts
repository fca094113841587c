import { describe, expect, it } from "vitest";

import { PILLARS, statements, type Choice, type Trait } from "@/content/assessment-questions";
import { directions } from "@/content/assessment-results";
import {
  bandOf,
  bestDirections,
  cleanAnswers,
  isComplete,
  pillarScores,
  scoreAssessment,
  type Answers,
} from "@/lib/assessment/scoring";

/** Every statement answered `base`, and those leaning towards `trait` answered `leaning`. */
function answersWith(base: Choice, trait?: Trait, leaning: Choice = 5): Answers {
  return Object.fromEntries(
    statements.map((s) => [s.id, "trait" in s && s.trait === trait ? leaning : base]),
  );
}

describe("the statements", () => {
  it("are about 40, eight in each pillar, with unique ids", () => {
    expect(statements).toHaveLength(40);
    expect(new Set(statements.map((s) => s.id)).size).toBe(40);
    const perPillar = PILLARS.map((pillar) => statements.filter((s) => s.pillar === pillar).length);
    expect(perPillar).toEqual([8, 8, 8, 8, 8]);
  });
});

describe("scoreAssessment", () => {
  it("scores all-neutral answers 50 everywhere and breaks the tie by the listed order", () => {
    const result = scoreAssessment(answersWith(3));
    expect(result.scores).toEqual({
      interests: 50,
      skills: 50,
      personality: 50,
      values: 50,
      motivation: 50,
    });
    expect(result.directions).toEqual(directions.slice(0, 3).map((d) => d.id));
  });

  it("runs from 0 for all strongly-disagree to 100 for all strongly-agree", () => {
    expect(Object.values(pillarScores(answersWith(1)))).toEqual([0, 0, 0, 0, 0]);
    expect(Object.values(pillarScores(answersWith(5)))).toEqual([100, 100, 100, 100, 100]);
  });

  it("puts finance first for someone drawn to money, then entrepreneurship", () => {
    expect(bestDirections(answersWith(3, "money"))).toEqual([
      "finance",
      "entrepreneurship",
      "analyst",
    ]);
  });

  it("puts teaching first for someone drawn to people, the four-way tie behind it to design", () => {
    expect(bestDirections(answersWith(3, "people"))).toEqual([
      "teaching",
      "design",
      "entrepreneurship",
    ]);
  });

  it("puts engineering first for a builder and design for a creator", () => {
    expect(bestDirections(answersWith(3, "building"))[0]).toBe("engineering");
    expect(bestDirections(answersWith(3, "creating"))[0]).toBe("design");
    expect(bestDirections(answersWith(3, "analysis"))[0]).toBe("analyst");
    expect(bestDirections(answersWith(3, "organising"))[0]).toBe("operations");
  });

  it("gives the same result for the same answers", () => {
    const answers = answersWith(2, "business", 4);
    expect(scoreAssessment(answers)).toEqual(scoreAssessment({ ...answers }));
  });

  it("counts a missing answer as neutral", () => {
    const answers = answersWith(5);
    delete answers["int-1"];
    expect(pillarScores(answers).interests).toBe(94);
    expect(isComplete(answers)).toBe(false);
    expect(isComplete(answersWith(5))).toBe(true);
  });
});

describe("cleanAnswers", () => {
  it("keeps whole choices from 1 to 5 for known statements only", () => {
    expect(cleanAnswers({ "int-1": 5, "int-2": 0, "int-3": 2.5, "int-4": "4", nope: 3 })).toEqual({
      "int-1": 5,
    });
    expect(cleanAnswers(null)).toEqual({});
  });
});

describe("bandOf", () => {
  it("splits at 40 and 70", () => {
    expect([0, 39, 40, 69, 70, 100].map(bandOf)).toEqual([
      "low",
      "low",
      "middle",
      "middle",
      "high",
      "high",
    ]);
  });
});
