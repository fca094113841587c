// The site under test exactly as `npm start` runs it, with a fresh embedded backend.
import { httpStatus, waitForHttp } from "../lib/wait-for-http.mjs";
import { HOST, log, spawnServer } from "./processes.mjs";

export async function startSite(port) {
  const base = `http://${HOST}:${port}`;
  if (await httpStatus(`${base}/`))
    throw new Error(`something already answers on ${base}; set BENCH_PORT`);
  log(`starting the site server on ${base}`);
  const child = spawnServer(
    process.execPath,
    [
      "scripts/with-backend.mjs",
      "--fresh",
      "node_modules/.bin/next",
      "start",
      "-p",
      String(port),
      "-H",
      HOST,
    ],
    {
      env: {
        STANDIN_DATA_DIR: process.env.STANDIN_DATA_DIR ?? ".data/bench",
        // Below the kernel's ephemeral ports, which outgoing connections may hold for a moment.
        STANDIN_PORT: process.env.STANDIN_PORT ?? String(port + 10),
        // The auth figures sign up and log in 20 times from one address: more than GoTrue's
        // sign-in limit allows, which is not what they measure.
        STANDIN_RATE_LIMIT_SIGN_IN_SIGN_UPS: "1000",
      },
    },
  );
  await waitForHttp(`${base}/`, child, "the site server (did the build run?)");
  return base;
}
