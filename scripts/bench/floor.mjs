// The framework's floor: an empty App Router page (one <h1>) built from the same node_modules and
// served by `next start`, measured in the same run as the site so both see the same machine load.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";

import { waitForHttp } from "../lib/wait-for-http.mjs";
import { freePort, HOST, log, onCleanup, ROOT, runInherit, spawnServer } from "./processes.mjs";

const FIXTURE = new URL("./floor-app/", import.meta.url).pathname;

export async function startFloor() {
  // Inside the repo so that `next` and React resolve from its node_modules (git-ignored, removed after).
  const dir = await mkdtemp(join(ROOT, ".bench-floor-"));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  await cp(FIXTURE, dir, { recursive: true });
  const next = join(ROOT, "node_modules/next/dist/bin/next");
  log(`building the floor app in ${dir}`);
  await runInherit(process.execPath, [next, "build"], {
    cwd: dir,
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  });
  const port = await freePort();
  const child = spawnServer(process.execPath, [next, "start", "-p", String(port), "-H", HOST], {
    cwd: dir,
  });
  const base = `http://${HOST}:${port}`;
  await waitForHttp(`${base}/`, child, "floor next start");
  return base;
}
