// The site as Vercel serves it: the same build under plain `next start`, behind a proxy that
// compresses as Vercel's edge does (Next's own compression is skipped there: the proxy asks for
// uncompressed answers). It shares the embedded backend of the `npm start` server.
import { join } from "node:path";

import { waitForHttp } from "../lib/wait-for-http.mjs";
import { freePort, HOST, log, ROOT, spawnServer } from "./processes.mjs";

export async function startVercelShape() {
  const nextPort = await freePort();
  log(`starting plain next start on ${HOST}:${nextPort}`);
  const next = spawnServer(
    process.execPath,
    [
      "scripts/with-backend.mjs",
      process.execPath,
      join(ROOT, "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(nextPort),
      "-H",
      HOST,
    ],
    {
      env: {
        EMBEDDED_ATTACH: "1",
        EMBEDDED_DATA_DIR: process.env.EMBEDDED_DATA_DIR ?? ".data/bench",
      },
    },
  );
  await waitForHttp(`http://${HOST}:${nextPort}/`, next, "plain next start");

  const edge = spawnServer(process.execPath, ["scripts/bench/edge.mjs", String(nextPort)], {
    stdio: ["ignore", "pipe", 2],
  });
  const port = await new Promise((resolve, reject) => {
    edge.once("exit", (code) => reject(new Error(`the compressing proxy exited with ${code}`)));
    edge.stdout.once("data", (data) => resolve(Number(String(data).trim())));
  });
  const base = `http://${HOST}:${port}`;
  await waitForHttp(`${base}/`, edge, "the compressing proxy");
  return base;
}
