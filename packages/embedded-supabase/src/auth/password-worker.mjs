// One password-hashing thread of the embedded backend (see password-hashing.ts): bcrypt costs
// tens of milliseconds of CPU per call, which would otherwise stall every other request.
import { parentPort } from "node:worker_threads";

import bcrypt from "bcryptjs";

parentPort.on("message", async ({ id, op, password, arg }) => {
  try {
    const result =
      op === "hash" ? await bcrypt.hash(password, arg) : await bcrypt.compare(password, arg);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
