import { describe, expect, it } from "vitest";

import { AcquireTimeoutError } from "../../src/db/driver";
import { createLaneQueue } from "../../src/db/lanes";

// The queue in front of PGlite, on its own: work that the test releases by hand stands in for a
// transaction, so the order and the refusals are exact.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("the lane queue", () => {
  it("runs one piece of work at a time, trusted work before public work that waits", async () => {
    const run = createLaneQueue(0);
    const order: string[] = [];
    const first = gate();
    const running = run("public", async () => {
      order.push("public 1");
      await first.opened;
    });
    const waiting = [
      run("public", async () => void order.push("public 2")),
      run("public", async () => void order.push("public 3")),
      run("trusted", async () => void order.push("trusted")),
    ];
    expect(order).toEqual(["public 1"]);
    first.open();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual(["public 1", "trusted", "public 2", "public 3"]);
  });

  it("refuses public work that waited past the timeout, never trusted work", async () => {
    const run = createLaneQueue(50);
    const slow = gate();
    const running = run("trusted", () => slow.opened);
    const publicWork = run("public", async () => "ran");
    const trustedWork = run("trusted", async () => "ran");
    await expect(publicWork).rejects.toBeInstanceOf(AcquireTimeoutError);
    slow.open();
    await running;
    await expect(trustedWork).resolves.toBe("ran");
    // A fresh public request is served again once the line is free.
    await expect(run("public", async () => "ran")).resolves.toBe("ran");
  });

  it("refuses work that waited too long even when a transaction held the process past its timer", async () => {
    const run = createLaneQueue(20);
    const blockFor = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        // As PGlite does while a query runs: nothing else, timers included, gets a turn.
      }
    };
    const first = run("public", async () => {
      await Promise.resolve();
      blockFor(60);
    });
    const late = run("public", async () => "ran");
    await first;
    await expect(late).rejects.toBeInstanceOf(AcquireTimeoutError);
  });

  it("passes a failure of the work on and carries on with the next", async () => {
    const run = createLaneQueue(0);
    await expect(
      run("public", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await expect(run("public", async () => "next")).resolves.toBe("next");
  });
});
