// The site under test exactly as `npm start` runs it, with a fresh embedded backend.
import { httpStatus, waitForHttp } from "../lib/wait-for-http.mjs";
import { HOST, log, spawnServer } from "./processes.mjs";

const GOOGLE_BUTTON = "Continue with Google";

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
        EMBEDDED_DATA_DIR: process.env.EMBEDDED_DATA_DIR ?? ".data/bench",
        // Below the kernel's ephemeral ports, which outgoing connections may hold for a moment.
        EMBEDDED_PORT: process.env.EMBEDDED_PORT ?? String(port + 10),
        // The auth figures sign up and log in 20 times from one address: more than GoTrue's
        // sign-in limit allows, which is not what they measure.
        EMBEDDED_RATE_LIMIT_SIGN_IN_SIGN_UPS: "1000",
        // Sign in with Google switched on, so /login and /signup are measured with their button
        // as members see them. Google is asked nothing until the button is pressed, which the
        // bench never does, so the client needs no real credentials.
        EMBEDDED_EXTERNAL_GOOGLE_ENABLED: "1",
        SUPABASE_AUTH_EXTERNAL_GOOGLE_CLIENT_ID: "bench-client.apps.googleusercontent.com",
        SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: "bench-secret",
      },
    },
  );
  await waitForHttp(`${base}/`, child, "the site server (did the build run?)");
  const login = await (await fetch(`${base}/login`)).text();
  if (!login.includes(GOOGLE_BUTTON))
    throw new Error(
      `/login shows no "${GOOGLE_BUTTON}" button: the bench would measure without it`,
    );
  return base;
}
