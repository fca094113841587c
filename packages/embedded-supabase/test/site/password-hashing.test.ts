import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";

import { compare, hash } from "../../src/auth/password-hashing";

describe("password hashing on worker threads", () => {
  it("makes bcrypt hashes that bcrypt accepts, and checks them", async () => {
    const stored = await hash("correct-horse-1", 6);
    expect(stored).toMatch(/^\$2[aby]\$06\$/);
    expect(bcrypt.compareSync("correct-horse-1", stored)).toBe(true);
    expect(await compare("correct-horse-1", stored)).toBe(true);
    expect(await compare("wrong-horse-1", stored)).toBe(false);
    expect(await compare("anything", bcrypt.hashSync("other", 4))).toBe(false);
  });

  it("runs many at once in order of arrival, each answered with its own result", async () => {
    const passwords = Array.from({ length: 20 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((password) => hash(password, 4)));
    const checks = await Promise.all(
      hashes.map((stored, i) => compare(passwords[(i + 1) % passwords.length]!, stored)),
    );
    expect(hashes.every((stored, i) => bcrypt.compareSync(passwords[i]!, stored))).toBe(true);
    expect(checks.every((match) => match === false)).toBe(true);
  });

  it("refuses work past a bounded line instead of queueing without end", async () => {
    const calls = Array.from({ length: 520 }, (_, i) => hash(`p-${i}`, 4));
    const outcomes = await Promise.allSettled(calls);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((outcome) => (outcome.reason as { status?: number }).status === 429)).toBe(
      true,
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThan(
      490,
    );
  });
});
